import { describe, expect, it } from 'vitest'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import { client } from '../test-client.test-utils.ts'
import { ORIGIN, testDeps } from '../test-deps.test-utils.ts'
import { NOT_TO_DELEGATES, messageRenderers } from './renderers.ts'

const MY = `${ORIGIN}/iumrs-icam25/my-registration`
const LINE = 'See or correct your registration, and get your receipts and documents'

/** Data for the kinds no flow below writes (as their writers store it). */
const HAND_MADE: Record<string, Record<string, unknown>> = {
  plain: { subject: 'Sample subject', text: 'Sample text' },
  'desk-invitation': {
    link: `${ORIGIN}/desk/invitation/sample`,
    role: 'staff',
    expiresAt: '2025-10-21T10:00:00Z',
  },
  'newsletter-confirm': { token: 'sample-token' },
  'newsletter-post': {
    postId: 'post-1',
    title: 'Sample post',
    excerpt: 'Sample excerpt',
    href: `${ORIGIN}/news/sample`,
    token: 'sample-token',
  },
  'profile-submitted': { firstName: 'Ama' },
  'my-registration-link': { link: `${MY}/sign-in?token=sample` },
  'registration-exists': { link: `${MY}/sign-in?token=sample` },
  'visa-letter-ready': {},
  'certificate-ready': {},
  'abstract-accepted-oral': { subject: 'Accepted', preheader: '', body: 'Dear Ama,' },
  'abstract-accepted-poster': { subject: 'Accepted', preheader: '', body: 'Dear Ama,' },
  'abstract-not-accepted': { subject: 'Not accepted', preheader: '', body: 'Dear Ama,' },
  'registration-cancelled': { firstName: 'Ama' },
  'registration-refunded': {
    firstName: 'Ama',
    amount: 'USD 500.00',
    reference: 'none',
    issuedAt: '2025-10-20T10:00:00Z',
  },
  'registration-corrected': {
    firstName: 'Ama',
    changes: [{ label: 'Affiliation', before: 'Old', after: 'New' }],
  },
}

describe('every message to a delegate leads to My registration (ADR 0104)', () => {
  it('in its HTML footer and its text; the desk, the newsletter and the society do not', async () => {
    const deps = await testDeps()
    const api = client(deps)
    // Registration received and payment confirmed, as a paid registration writes them.
    const paid = await api.pendingPayment()
    await api.checkout(paid, 'complete')
    await api.verify(paid)
    // Payment failed, as a failed payment writes it.
    const failed = await api.pendingPayment('kojo@example.com')
    await api.checkout(failed, 'fail')
    await api.verify(failed)
    const rows = new Map<string, OutboxRow>()
    for (const row of deps.db.all<{ id: string; kind: string; recipient: string; data: string }>(
      'SELECT id, kind, recipient, data FROM outbox',
    ))
      rows.set(row.kind, { ...row, data: JSON.parse(row.data), state: 'due', attempts: 0 })
    const paymentRow = rows.get('payment-confirmed')!
    // A part-payment's message, from the same payment's receipt.
    rows.set('payment-part-received', { ...paymentRow, kind: 'payment-part-received' })
    for (const [kind, data] of Object.entries(HAND_MADE))
      if (!rows.has(kind))
        rows.set(kind, {
          id: kind,
          kind,
          recipient: 'ama@example.com',
          data,
          state: 'due',
          attempts: 0,
        })

    const renderers = messageRenderers(deps)
    // Every kind the service sends is rendered here: a new kind needs its row above.
    expect([...rows.keys()].sort()).toEqual(Object.keys(renderers).sort())
    const toDelegates = Object.keys(renderers).filter((kind) => !NOT_TO_DELEGATES.has(kind))
    expect(toDelegates).toEqual(
      expect.arrayContaining(['registration-received', 'payment-confirmed', 'visa-letter-ready']),
    )
    for (const [kind, render] of Object.entries(renderers)) {
      const mail = await render(rows.get(kind)!)
      const footer = /<footer[\s\S]*<\/footer>/.exec(mail.html ?? '')?.[0] ?? ''
      if (NOT_TO_DELEGATES.has(kind)) {
        expect(footer, kind).not.toContain(LINE)
        expect(mail.text, kind).not.toContain(LINE)
        continue
      }
      expect(footer, kind).toContain(
        `${LINE}: <a href="${MY}" style="color:#0b4f8a">My registration</a>`,
      )
      expect(mail.text, kind).toContain(`${LINE}: My registration, ${MY}`)
    }
  })
})
