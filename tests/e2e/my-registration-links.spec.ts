import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { paths } from '@amrs/shared/paths'
import { expect, test } from './fixtures'

// My registration one click away (docs/decisions/0104), in the built site as a static host
// serves it: read from dist/ without a browser.
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const MY = '/iumrs-icam25/my-registration'

const pageOf = (route: string) =>
  new JSDOM(
    readFileSync(path.join(distDir, ...route.split('/').filter(Boolean), 'index.html'), 'utf8'),
  ).window.document

/** Every built page under a folder of dist/ (its route). */
function routesUnder(folder: string): string[] {
  const found: string[] = []
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${route}/${entry.name}`)
      else if (entry.name === 'index.html') found.push(route)
    }
  }
  walk(path.join(distDir, folder), `/${folder}`)
  return found
}

test.describe('built pages lead to My registration', () => {
  test("every conference page's navigation links to it, as a plain link", () => {
    const routes = routesUnder('iumrs-icam25')
    expect(routes.length).toBeGreaterThan(20)
    // The navigation's HTML (read as text: 190-odd pages in well under a second).
    const navOf = (route: string) =>
      /<nav[^>]*aria-label="Conference"[^>]*>[\s\S]*?<\/nav>/.exec(
        readFileSync(path.join(distDir, ...route.split('/').filter(Boolean), 'index.html'), 'utf8'),
      )?.[0] ?? ''
    const without = routes.filter(
      (route) =>
        !/<a [^>]*href="\/iumrs-icam25\/my-registration"[^>]*>My registration<\/a>/.test(
          navOf(route),
        ) || /<a [^>]*href="\/iumrs-icam25\/my-registration"[^>]*target=/.test(navOf(route)),
    )
    expect(without).toEqual([])
  })

  // The registration page's aside and success panel are drawn once its content is there:
  // registration.spec.ts, and the success panel's unit test.
  test('the payment and payment-verification pages offer it in their content', () => {
    for (const route of [paths.conference.payment, paths.conference.paymentVerification]) {
      const links = [...pageOf(route).querySelectorAll(`main a[href="${MY}"]`)]
      expect(
        links.map((a) => a.textContent),
        route,
      ).toContain('My registration')
    }
  })
})
