import { Hono } from 'hono'
import type { ServiceDeps } from '@amrs/society-api/deps'
import { messageRenderers } from '@amrs/society-api/messages/renderers'

/**
 * Test-only: the messages as the running service renders them (its renderers, its content, its
 * database), without waiting for the outbox (tests/e2e/mail-images.spec.ts). Mounted by
 * test-controls.ts under /__test/mail:
 *
 * - GET  /__test/mail/kinds → every kind of message the service sends (the outbox's renderers)
 * - POST /__test/mail/render JSON {kind, recipient, data} → {subject, html, view} as it would be
 *   sent; `view` is where GET answers that HTML as a page (what a mail client shows, kept in memory)
 */
export function createMailControls(deps: () => ServiceDeps | null): Hono {
  const app = new Hono()
  const shown = new Map<string, string>()
  const renderers = () => {
    const service = deps()
    if (!service) throw new Error('Test controls used before the stack was created')
    return messageRenderers(service)
  }
  app.get('/kinds', (c) => c.json(Object.keys(renderers())))
  app.post('/render', async (c) => {
    const { kind, recipient, data } = (await c.req.json()) as {
      kind: string
      recipient: string
      data: Record<string, unknown>
    }
    const render = renderers()[kind]
    if (!render) return c.json({ error: `No renderer for ${kind}` }, 404)
    const mail = await render({
      id: `render-${kind}`,
      kind,
      recipient,
      data,
      state: 'pending',
      attempts: 0,
    })
    const key = `${shown.size + 1}`
    if (mail.html) shown.set(key, mail.html)
    return c.json({
      subject: mail.subject,
      html: mail.html ?? null,
      view: `/__test/mail/view/${key}`,
    })
  })
  app.get('/view/:key', (c) => {
    const html = shown.get(c.req.param('key'))
    return html ? c.html(html, 200, { 'Cache-Control': 'no-store' }) : c.text('Not found', 404)
  })
  return app
}
