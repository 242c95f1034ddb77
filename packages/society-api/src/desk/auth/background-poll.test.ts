import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'

const MINUTE = 60_000
/** The overview's poller, as the browser runs it. */
const poller = readFileSync(
  new URL('../../check-in/assets/door-counts.js', import.meta.url),
  'utf8',
)
/** The headers the poller sends with each request for the counts. */
const pollHeaders = (): Record<string, string> => {
  const m = /fetch\('\/desk\/check-in\/counts', \{\s*headers: \{ '([\w-]+)': '(\w+)' \}/.exec(
    poller,
  )
  return m ? { [m[1]!]: m[2]! } : {}
}

describe(
  'an open overview tab polling the counts (docs/decisions/0097)',
  { timeout: 30_000 },
  () => {
    it('does not keep an idle session alive: polled every 5 s past the idle limit, the session ends', async () => {
      const desk = await deskHarness()
      const idleMs = desk.deps.config.desk.idleMs
      const cookie = await desk.signedIn('staff')
      const poll = () =>
        desk.app.request('https://desk.example/desk/check-in/counts', {
          headers: { Cookie: cookie, ...pollHeaders() },
        })
      // Polled every 5 s for the idle limit plus two minutes: each answered while the session lives.
      let answered = 0
      for (let t = 0; t < idleMs + 2 * MINUTE; t += 5_000) {
        desk.advance(5_000)
        if ((await poll()).status === 200) answered++
      }
      expect(answered).toBeGreaterThan(0)
      expect(answered).toBeLessThan((idleMs + 2 * MINUTE) / 5_000)
      // The person comes back: the session has ended; the desk asks to sign in again.
      const back = await desk.request('/desk/overview', { cookie })
      expect(back.status).toBe(401)
      expect(await back.text()).toContain('Please <a href="/desk/sign-in">sign in</a>')
    })

    it('a person’s own requests still keep the session alive', async () => {
      const desk = await deskHarness()
      const idleMs = desk.deps.config.desk.idleMs
      const cookie = await desk.signedIn('staff')
      for (let t = 0; t < idleMs + 2 * MINUTE; t += 5 * MINUTE) {
        desk.advance(5 * MINUTE)
        expect((await desk.request('/desk/overview', { cookie })).status).toBe(200)
      }
    })
  },
)
