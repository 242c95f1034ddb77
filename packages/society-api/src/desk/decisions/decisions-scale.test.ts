import { expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { SCALE_AT, scaleReview, scaleStatements } from '../review/scale-fixtures.test-utils.ts'

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
  const statements = scaleStatements(ABSTRACTS, REVIEWERS, (i, reviewer, k) => [
    scaleReview(i, reviewer, scores(i + k)),
  ])
  for (let i = 0; i < ABSTRACTS; i += 2)
    statements.push({
      sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, 'poster', ?)`,
      params: [i + 1, SCALE_AT],
    })
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
