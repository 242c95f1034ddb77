import { Hono } from 'hono'
import type { ServiceDeps } from '@amrs/society-api/deps'
import { messageRenderers } from '@amrs/society-api/messages/renderers'

/**
 * Test-only: the messages as the running service renders them (its renderers, its content, its
 * database), without waiting for the outbox (tests/e2e/mail.spec.ts). Mounted by test-controls.ts
 * under /__test/mail; what it renders is kept in memory:
 *
 * - GET  /__test/mail/kinds → every kind of message the service sends (the outbox's renderers)
 * - POST /__test/mail/render JSON {recipient, messages: [{kind, data}]} → {messages: [{kind,
 *   subject, html}], page}: each rendered as it would be sent; `page` shows each HTML part in a
 *   frame named by its kind (GET), as a mail client shows one
 */
export function createMailControls(deps: () => ServiceDeps | null): Hono {
  const app = new Hono()
  const parts: string[] = []
  const pages: string[] = []
  const renderers = () => {
    const service = deps()
    if (!service) throw new Error('Test controls used before the stack was created')
    return messageRenderers(service)
  }
  app.get('/kinds', (c) => c.json(Object.keys(renderers())))
  app.post('/render', async (c) => {
    const { recipient, messages } = (await c.req.json()) as {
      recipient: string
      messages: { kind: string; data: Record<string, unknown> }[]
    }
    const all = renderers()
    const unknown = messages.filter((m) => !all[m.kind] || !/^[a-z-]+$/.test(m.kind))
    if (unknown.length)
      return c.json({ error: `No renderer for ${unknown.map((m) => m.kind).join(', ')}` }, 404)
    const rendered = await Promise.all(
      messages.map(async ({ kind, data }) => {
        const row = { id: `render-${kind}`, kind, recipient, data, state: 'pending', attempts: 0 }
        const mail = await all[kind]!(row)
        return { kind, subject: mail.subject, html: mail.html ?? null }
      }),
    )
    const frames = rendered.map(({ kind, subject, html }) => {
      parts.push(html ?? '')
      return `<iframe name="${kind}" title="${kind}: ${subject.replace(/[<>&"]/g, '')}" src="/__test/mail/part/${parts.length - 1}" loading="eager" width="640" height="480"></iframe>`
    })
    pages.push(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Messages</title>${frames.join('\n')}</html>`,
    )
    return c.json({ messages: rendered, page: `/__test/mail/page/${pages.length - 1}` })
  })
  const answer = (list: string[], key: string) => list[Number.parseInt(key, 10)]
  app.get('/part/:key', (c) => {
    const html = answer(parts, c.req.param('key'))
    return html ? c.html(html, 200, { 'Cache-Control': 'no-store' }) : c.text('Not found', 404)
  })
  app.get('/page/:key', (c) => {
    const html = answer(pages, c.req.param('key'))
    return html ? c.html(html, 200, { 'Cache-Control': 'no-store' }) : c.text('Not found', 404)
  })
  return app
}
