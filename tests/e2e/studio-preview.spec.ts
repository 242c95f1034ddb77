import path from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { expect, test } from '@playwright/test'
import { fillPlaceholders, MESSAGE_WORDING } from '@amrs/shared/email-wording'
import { expectAxeClean } from './fixtures'

// The studio's e-mail preview (studio/components/email-preview.ts) in Chromium.
// The studio itself needs Sanity's hosted login, so the component is rendered on its own, in the
// studio's theme, by Vite; only `useFormValue` (the studio form's) is the harness's.

let server: ViteDevServer
let origin = ''

test.beforeAll(async () => {
  const root = path.resolve('tests/e2e/studio-preview')
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    resolve: {
      alias: {
        sanity: path.join(root, 'sanity-shim.ts'),
        'studio-email-preview': path.resolve('studio/components/email-preview.ts'),
      },
    },
    server: { host: '127.0.0.1', port: 0 },
  })
  await server.listen()
  const address = server.httpServer?.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
test.afterAll(() => server.close())

test("the preview shows the editor's wording filled with the message's sample data; an unknown placeholder keeps the default; accessible", async ({
  page,
}) => {
  test.slow() // Vite transforms the studio's UI library on first load
  const message = MESSAGE_WORDING['newsletter-post']
  const edited = new URLSearchParams({
    key: 'newsletter-post',
    subject: 'News: {postTitle}',
    body: 'Hello from {societyName}.\n\n{excerpt}',
  })
  await page.goto(`${origin}/?${edited}`)
  const sample = message.sample as Record<string, string>
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(`News: ${sample.postTitle}`)
  await expect(page.getByText(`Hello from ${sample.societyName}.`)).toBeVisible()
  // The excerpt is both the preheader (the default) and the edited body's second paragraph.
  await expect(page.getByText(sample.excerpt!, { exact: true })).toHaveCount(2)
  await expect(page.getByText(/Placeholders this message can use: .*\{postTitle\}/)).toBeVisible()
  await expectAxeClean(page)

  // A placeholder not in the message's list: the field keeps its default (the studio's
  // validation refuses it; the service would send the default).
  await page.goto(
    `${origin}/?${new URLSearchParams({ key: 'newsletter-post', subject: 'Hi {nickname}' })}`,
  )
  const fallback = fillPlaceholders(message.defaults.subject, sample)
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(fallback)
  await expect(page.getByText('{nickname}')).toHaveCount(0)
})
