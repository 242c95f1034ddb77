import { describe, expect, it } from 'vitest'
import { offlineShell } from './offline-shell'

const page = (pageData: string) =>
  `<!doctype html><html><head><title>Day</title></head><body><div id="root"><main><div>Tuesday</div><h1>Programme</h1></main></div>
    <script type="application/json" id="page-data">${pageData}</script>
    <script>loader()</script></body></html>`

describe('the offline shell', () => {
  it('takes the content out and keeps the scripts and the clock', () => {
    const shell = offlineShell(
      page(
        '{"clock":{"fixedNow":"2025-12-10T10:30:00Z"},"content":{"entries":[["k",1,[]]]},"source":"server"}',
      ),
    )
    expect(shell).toContain('<div id="root"></div>')
    expect(shell).not.toContain('Tuesday')
    expect(shell).toContain('<script>loader()</script>')
    const data = /id="page-data">(.*?)<\/script>/.exec(shell ?? '')?.[1]
    expect(JSON.parse(data ?? '')).toEqual({
      clock: { fixedNow: '2025-12-10T10:30:00Z' },
      source: 'offline',
    })
  })

  it('gives up on a page it does not recognise', () => {
    expect(offlineShell('<html><body>no app here</body></html>')).toBeNull()
    expect(offlineShell(page('not json'))).toBeNull()
  })
})
