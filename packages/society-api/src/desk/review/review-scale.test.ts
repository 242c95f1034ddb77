import { SYMPOSIUM_TYPES } from '@amrs/shared/contract/conference'
import { expect, it } from 'vitest'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import type { Statement } from '../../db/db.ts'
import { deskHarness } from '../desk.test-utils.ts'

const ABSTRACTS = 800
const REVIEWERS = 60

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * The scale: 800 abstracts, 60 reviewers, two reviewers each (1,600 assignments, a
 * review on half of them). Times a reviewer's list and the secretariat's progress page, median
 * of 3 each (the closing note's number); the bound leaves room for a loaded CI.
 */
it(
  'a reviewer’s list with 800 abstracts and 60 reviewers, timed',
  { timeout: 60_000 },
  async () => {
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
        statements.push({
          sql: `INSERT INTO abstract_assignments (registration_id, account_id, assigned_at) VALUES (?, ?, ?)`,
          params: [i + 1, reviewer, at],
        })
        if ((i + k) % 2 === 0)
          statements.push({
            sql: `INSERT INTO abstract_reviews (registration_id, account_id, scores, comment_to_authors, comment_to_committee, recommendation, created_at, updated_at)
                VALUES (?, ?, '[]', 'Sample comment', '', 'poster', ?, ?)`,
            params: [i + 1, reviewer, at, at],
          })
      }
    }
    await desk.deps.db.write(statements)
    const reviewer = await desk.sessionOf(1000)
    const secretariat = await desk.signedIn('secretariat')

    const time = async (path: string, cookie: string, expected: RegExp) => {
      const ms: number[] = []
      for (let run = 0; run < 3; run++) {
        const started = performance.now()
        const html = await (await desk.request(path, { cookie })).text()
        ms.push(performance.now() - started)
        expect(html).toMatch(expected)
      }
      return median(ms)
    }
    const mine = await time('/desk/reviews', reviewer, /27 abstracts are assigned to you/)
    const progress = await time('/desk/reviews', secretariat, /Sample abstract 799/)
    console.log(
      `reviews, ${ABSTRACTS} abstracts × ${REVIEWERS} reviewers, 1600 assignments: a reviewer's list ${mine.toFixed(0)} ms; ` +
        `the secretariat's progress page ${progress.toFixed(0)} ms (median of 3)`,
    )
    expect(mine).toBeLessThan(2_000)
  },
)
