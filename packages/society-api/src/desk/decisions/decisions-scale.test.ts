import { SYMPOSIUM_TYPES } from '@amrs/shared/contract/conference'
import { expect, it } from 'vitest'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import type { Statement } from '../../db/db.ts'
import { deskHarness } from '../desk.test-utils.ts'

const ABSTRACTS = 800
const REVIEWERS = 60
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const scores = (n: number) =>
  JSON.stringify(
    ['Originality', 'Relevance to the symposium', 'Clarity'].map((criterion, i) => ({
      criterion,
      scale: 5,
      score: 1 + ((n + i) % 5),
    })),
  )

/**
 * The scale: 800 abstracts, each reviewed by two of 60 reviewers, half of them decided.
 * Times the secretariat's decisions page and the send preview (median of 3; the report's
 * number); the bound leaves room for a loaded CI.
 */
it('the decisions page with 800 abstracts × 2 reviews, timed', { timeout: 90_000 }, async () => {
  const desk = await deskHarness()
  const at = '2025-10-01T00:00:00Z'
  const statements: Statement[] = []
  for (let i = 0; i < REVIEWERS; i++)
    statements.push({
      sql: `INSERT INTO desk_accounts (id, email, role, created_at) VALUES (?, ?, 'reviewer', ?)`,
      params: [1000 + i, `sample-reviewer-${i}@inst.example.test`, at],
    })
  for (let i = 0; i < ABSTRACTS; i++) {
    const email = `sample-author-${i}@uni.example.test`
    const data = registration({
      email,
      symposium_type: SYMPOSIUM_TYPES[i % SYMPOSIUM_TYPES.length],
      abstract_required: true,
      abstract_title: `Sample abstract ${i}`,
    })
    statements.push({
      sql: `INSERT INTO conference_registrations (id, email, data, abstract_key, abstract_kind, abstract_size, created_at, updated_at)
            VALUES (?, ?, ?, 'key.pdf', 'pdf', 100, ?, ?)`,
      params: [i + 1, email, JSON.stringify(data), at, at],
    })
    for (const k of [0, 1]) {
      const reviewer = 1000 + ((i * 2 + k) % REVIEWERS)
      statements.push(
        {
          sql: `INSERT INTO abstract_assignments (registration_id, account_id, assigned_at) VALUES (?, ?, ?)`,
          params: [i + 1, reviewer, at],
        },
        {
          sql: `INSERT INTO abstract_reviews (registration_id, account_id, scores, comment_to_authors, comment_to_committee, recommendation, created_at, updated_at)
                VALUES (?, ?, ?, 'Sample comment to the authors.', 'Sample comment to the committee.', 'poster', ?, ?)`,
          params: [i + 1, reviewer, scores(i + k), at, at],
        },
      )
    }
    if (i % 2 === 0)
      statements.push({
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, 'poster', ?)`,
        params: [i + 1, at],
      })
  }
  await desk.deps.db.write(statements)
  const secretariat = await desk.signedIn('secretariat')
  const time = async (path: string, expected: RegExp) => {
    const ms: number[] = []
    let bytes = 0
    for (let run = 0; run < 3; run++) {
      const started = performance.now()
      const html = await (await desk.request(path, { cookie: secretariat })).text()
      ms.push(performance.now() - started)
      bytes = html.length
      expect(html).toMatch(expected)
    }
    return { ms: median(ms), bytes }
  }
  const page = await time('/desk/decisions', /Sample abstract 799/)
  const preview = await time('/desk/decisions/send', /Send 400 decision messages/)
  console.log(
    `decisions, ${ABSTRACTS} abstracts × 2 reviews: the decisions page ${page.ms.toFixed(0)} ms (${(page.bytes / 1024).toFixed(0)} KiB); ` +
      `the send preview of 400 messages ${preview.ms.toFixed(0)} ms (${(preview.bytes / 1024).toFixed(0)} KiB) (median of 3)`,
  )
  expect(page.ms).toBeLessThan(3_000)
})
