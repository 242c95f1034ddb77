import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { standaloneHeaders } from '../commands/serve.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { MY_PATH } from '../my-registration/paths.ts'
import { serviceApp } from '../test-client.test-utils.ts'
import { fakeContent, testDeps } from '../test-deps.test-utils.ts'
import { SITE_ICON, SITE_PAGE_CSP, SITE_STYLESHEET } from './site-look.ts'

const repo = (file: string) => readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8')
/** The custom properties of a stylesheet's first `:root` block. */
const tokens = (css: string) =>
  Object.fromEntries(
    [...(/:root\s*{([^}]*)}/.exec(css)?.[1] ?? '').matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [
      m[1],
      m[2]!.replace(/\s+/g, ' ').trim(),
    ]),
  )

/** A stylesheet of the repository with its `@import`s of relative paths written in, as the build does. */
const withImports = (file: string): string =>
  repo(file).replace(/@import\s+'(\.[^']+)';/g, (_, imported: string) =>
    withImports(path.posix.join(path.posix.dirname(file), imported)),
  )

/** The service as `npm run society-api` answers: its own default headers around it. */
async function standalone() {
  const content = { conference: { registrationWindow: { closesAt: '2025-11-30T23:59:00Z' } } }
  const deps = await testDeps({}, fakeContent(content))
  await addSampleRegistrations(deps.db, 1)
  const app = new Hono()
  app.use('*', standaloneHeaders())
  app.route('/', serviceApp(deps))
  return app
}

describe("the society API's pages on the site's origin, in the site's look (ADR 0104)", () => {
  it("the stylesheet's tokens are the site's, its icon is the site's favicon", async () => {
    const app = await standalone()
    const ours = tokens(await (await app.request(SITE_STYLESHEET)).text())
    expect(Object.keys(ours).length).toBeGreaterThan(30)
    expect(ours).toEqual(tokens(withImports('src/styles/global.css')))
    // Written once (packages/shared/src/design-tokens.css): neither stylesheet has its own copy.
    expect(tokens(readFileSync(new URL('./site-look.css', import.meta.url), 'utf8'))).toEqual({})
    expect(tokens(repo('src/styles/global.css'))).toEqual({})
    expect(ours).toEqual(tokens(repo('packages/shared/src/design-tokens.css')))
    expect(readFileSync(new URL('./favicon.svg', import.meta.url), 'utf8')).toBe(
      repo('public/favicon.svg'),
    )
  })

  it("My registration's sign-in page and /verify: the site's header, footer, stylesheet and icon, their own CSP kept by the standalone service", async () => {
    const app = await standalone()
    for (const path of [MY_PATH, '/verify/', '/verify/AAAA-BBBB-CCCC-DDDD']) {
      const res = await app.request(path)
      expect(res.headers.get('content-security-policy'), path).toBe(SITE_PAGE_CSP)
      const html = await res.text()
      expect(html, path).toContain(`<link rel="stylesheet" href="${SITE_STYLESHEET}"/>`)
      expect(html, path).toContain(`<link rel="icon" href="${SITE_ICON}" type="image/svg+xml"/>`)
      expect(html, path).not.toContain('/desk/assets/')
      expect(html, path).not.toContain('<script')
      expect(html, path).toMatch(/<header class="site-header">[\s\S]*href="\/iumrs-icam25"/)
      expect(html, path).toContain('<footer class="site-footer">')
      expect(html, path).toContain(`href="${MY_PATH}"`)
    }
    // What the sign-in page says a delegate can do there.
    const signIn = await (await app.request(MY_PATH)).text()
    for (const can of ['correct your details', 'change your abstract', 'receipts', 'visa'])
      expect(signIn).toContain(can)
    expect(signIn).toMatch(/certificate[\s\S]*badge/)
    // The code form's action (`/verify/`, what the production site passes on) asks for the code.
    const asked = await app.request('/verify/?code=%20AAAA-BBBB%20')
    expect(asked.status).toBe(303)
    expect(asked.headers.get('location')).toBe('/verify/AAAA-BBBB')
    // The rest of the standalone service keeps its default.
    const api = await app.request('/api/conference/payment/verify/NOPE')
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it("serves the stylesheet and icon under the pages' prefix by hashed names, kept a year; other names 404", async () => {
    const app = await standalone()
    expect(SITE_STYLESHEET).toMatch(new RegExp(`^${MY_PATH}/assets/site-look-[0-9a-f]{12}\\.css$`))
    const css = await app.request(SITE_STYLESHEET)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await css.text()).toContain('.site-header')
    const icon = await app.request(SITE_ICON)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(await icon.text()).toBe(repo('public/favicon.svg'))
    expect((await app.request(`${MY_PATH}/assets/site-look.css`)).status).toBe(404)
    // The desk links the same icon from its own assets.
    const desk = await app.request('/desk/sign-in')
    expect(await desk.text()).toContain('<link rel="icon" href="/desk/assets/favicon.svg"')
    expect((await app.request('/desk/assets/favicon.svg')).status).toBe(200)
  })
})
