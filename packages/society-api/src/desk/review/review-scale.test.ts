import { expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { scaleReview, scaleStatements } from './scale-fixtures.test-utils.ts'

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
    // A review on half of the assignments.
    const statements = scaleStatements(ABSTRACTS, REVIEWERS, (i, reviewer, k) =>
      (i + k) % 2 === 0 ? [scaleReview(i, reviewer)] : [],
    )
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
