import { expect, test } from './fixtures'
import {
  TYPED_FORMS,
  typeAndSend,
  type Moment,
  type RunResult,
  type TypedForm,
  type TypingMode,
} from './typing-under-load'

/*
 * Nothing typed is lost, on a slow phone (docs/decisions/0101-nothing-typed-is-lost.md): every
 * form, typed into while its page loads and hydrates (CPU 4x slower, scripts held back), sends
 * every value the visitor typed.
 *
 * `npm test` runs the sample: the registration form, filled and typed key by key at the instant
 * React starts hydrating (the window where text was lost), and the sign-in form of My
 * registration. The full sweep (`npm run test:typing`: every form, 20 moments from the form's
 * first paint to after hydration, both ways of typing) is too slow for every run: each page
 * slowed 4x keeps a core busy while it loads (docs/decisions/0092).
 */

const SWEEP = process.env.TYPING_SWEEP === 'full'
const MOMENTS = Number(process.env.TYPING_MOMENTS ?? 20)
const MODES: TypingMode[] = ['fill', 'keys']

const formById = (id: string): TypedForm => {
  const form = TYPED_FORMS.find((f) => f.id === id)
  if (!form) throw new Error(`no typed form ${id}`)
  return form
}

const describe = (run: RunResult) =>
  `${run.form}, ${run.mode} at ${run.moment === 'take' ? 'the start of hydration' : `${run.moment} ms`}` +
  (run.probe
    ? ` (form shown at ${run.shownAt} ms, hydration ${run.probe.take}-${run.probe.hydrated} ms)`
    : '') +
  `: ${run.lost.join(', ')}${run.said ? ` — the page said: ${run.said}` : ''}`

/**
 * Every value arrived; and, where the form is there before hydration, the typing reached it
 * before React had hydrated: while it hydrated, for the sample, which aims there; at all, for the
 * sweep (a page that hydrates in a few hundred ms leaves a narrow window to a moment's aim).
 */
function expectNothingLost(runs: RunResult[], form: TypedForm, aimedAtHydration: boolean) {
  const lost = runs.filter((run) => run.lost.length).map(describe)
  expect(lost, 'values lost').toEqual([])
  if (!form.react || form.drawnAfterHydration) return
  const count = (phase: 'early' | 'hydrating') =>
    runs.reduce((n, run) => n + (run.probe?.phases[phase] ?? 0), 0)
  if (aimedAtHydration)
    expect(count('hydrating'), 'fields changed while React hydrated').toBeGreaterThan(0)
  else
    expect(count('early') + count('hydrating'), 'fields changed before hydration').toBeGreaterThan(
      0,
    )
}

if (!SWEEP) {
  test.describe('typing under load (sample)', () => {
    // Slow by design: each page loads at a quarter of the CPU's speed.
    test.describe.configure({ timeout: 120_000 })

    test('registration: filled and typed key by key while React hydrates, every value is sent', async ({
      browser,
      baseURL,
    }) => {
      const form = formById('registration')
      const runs: RunResult[] = []
      for (const mode of MODES) runs.push(await typeAndSend(browser, baseURL!, form, mode, 'take'))
      expectNothingLost(runs, form, true)
    })
  })
} else {
  test.describe('typing under load (full sweep)', () => {
    test.describe.configure({ timeout: 30 * 60_000 })

    for (const form of TYPED_FORMS)
      test(`${form.id}: typed at ${MOMENTS} moments from the first paint to after hydration, every value is sent`, async ({
        browser,
        baseURL,
      }, testInfo) => {
        // The first run (at the first paint) measures how long the page takes to hydrate; the
        // other moments spread over that time and a third beyond it, and one starts the
        // instant hydration starts.
        const first = await typeAndSend(browser, baseURL!, form, 'fill', 0)
        const hydratedAfter = first.probe ? first.probe.hydrated - first.shownAt : 1500
        const spread = Math.max(hydratedAfter, 500) * 1.3
        const moments: Moment[] = [0, 'take']
        for (let i = 1; moments.length < MOMENTS; i++)
          moments.push(Math.round((spread * i) / (MOMENTS - 2)))
        const runs: RunResult[] = [first]
        for (const moment of moments)
          for (const mode of MODES)
            if (!(moment === 0 && mode === 'fill'))
              runs.push(await typeAndSend(browser, baseURL!, form, mode, moment))
        testInfo.annotations.push({
          type: 'phases',
          description: JSON.stringify(
            runs.reduce(
              (sum, run) => {
                for (const [phase, n] of Object.entries(run.probe?.phases ?? {}))
                  sum[phase] = (sum[phase] ?? 0) + n
                return sum
              },
              {} as Record<string, number>,
            ),
          ),
        })
        expectNothingLost(runs, form, false)
      })
  })
}
