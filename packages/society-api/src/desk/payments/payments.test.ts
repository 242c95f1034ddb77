import { describe, expect, it } from 'vitest'
import { readPdf } from '../../pdf/pdf-text.test-utils.ts'

const pdfText = async (bytes: Uint8Array) => (await readPdf(bytes)).text
import { messageRenderers } from '../../messages/renderers.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from '../registrations/sample-registrations.test-utils.ts'

async function withRegistration() {
  const desk = await deskHarness()
  await addSampleRegistrations(desk.deps.db, 5)
  // sample-00004 has no payment (the generator's spread).
  const id = Number(
    desk.deps.db.get(
      "SELECT id FROM conference_registrations WHERE email = 'sample-00004@example.test'",
    )?.id,
  )
  const who = await desk.account('staff')
  const cookie = await desk.sessionOf(who.id)
  return { desk, id, who, cookie }
}

describe('payments on the desk', () => {
  it(
    'records a bank transfer as manual and paid, with its receipt; a refund issues a credit note in its own series',
    { timeout: 30_000 },
    async () => {
      const { desk, id, who, cookie } = await withRegistration()
      const form = new FormData()
      for (const [k, v] of Object.entries({
        method: 'bank_transfer',
        amount: '500',
        currency: 'USD',
        paid_on: '2025-10-18',
        note: 'GCB ref 7781',
      }))
        form.append(k, v)
      form.append(
        'proof',
        new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'slip.pdf', {
          type: 'application/pdf',
        }),
      )
      const recorded = await desk.app.request(
        `http://127.0.0.1:4321/desk/registrations/${id}/payments`,
        {
          method: 'POST',
          body: form,
          headers: { Cookie: cookie, Origin: 'http://127.0.0.1:4321' },
        },
      )
      expect(recorded.status).toBe(303)
      const payment = desk.deps.db.get<Record<string, string | number>>(
        'SELECT reference, state, provider, channel, amount_minor, currency, note, proof_key, recorded_by FROM conference_transactions WHERE registration_id = ?',
        [id],
      )!
      expect(payment).toMatchObject({
        state: 'success',
        provider: 'manual',
        channel: 'bank_transfer',
        amount_minor: 50000,
        currency: 'USD',
        note: 'GCB ref 7781',
        recorded_by: who.id,
      })
      expect(payment.proof_key).toMatch(/\.pdf$/)
      const receipt = desk.deps.db.get<Record<string, string>>(
        'SELECT number, method, payer_email FROM receipts WHERE reference = ?',
        [payment.reference!],
      )
      expect(receipt).toEqual({
        number: 'AMRS-2025-0001',
        method: 'Manual (bank transfer)',
        payer_email: 'sample-00004@example.test',
      })
      const mail = desk.deps.db.get<{ id: string; kind: string; recipient: string; data: string }>(
        "SELECT id, kind, recipient, data FROM outbox WHERE kind = 'payment-confirmed'",
      )!
      expect(mail.recipient).toBe('sample-00004@example.test')
      const rendered = await messageRenderers(desk.deps)['payment-confirmed']!({
        id: mail.id,
        kind: mail.kind,
        recipient: mail.recipient,
        data: JSON.parse(mail.data) as Record<string, unknown>,
        state: 'pending',
        attempts: 0,
      })
      expect(rendered.subject).toBe('Payment confirmed: receipt AMRS-2025-0001')
      expect(rendered.text).toContain('USD 500.00')
      expect(rendered.attachments?.map((a) => a.filename)).toEqual(['AMRS-2025-0001.pdf'])
      const page = await (
        await desk.request(`/desk/registrations/${id}?done=payment`, { cookie })
      ).text()
      expect(page).toContain('Payment recorded as manual; its receipt is issued.')
      expect(page).toContain('manual (bank_transfer)')
      const list = await (await desk.request('/desk/registrations?payment=paid', { cookie })).text()
      expect(list).toContain('Sample00004')
      const pdf = await desk.request('/desk/receipts/AMRS-2025-0001', { cookie })
      expect(pdf.headers.get('content-disposition')).toBe(
        'attachment; filename="AMRS-2025-0001.pdf"',
      )
      const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
      expect(text).toContain('Manual (bank transfer)')

      // More than was paid is refused; a part refund (confirmed) issues AMRS-CN-2025-0001; the payment stays.
      const refund = (amount: string, confirm?: string) =>
        desk.request(`/desk/registrations/${id}/refund`, {
          cookie,
          form: {
            reference: String(payment.reference),
            amount,
            reason: 'Visa refused',
            ...(confirm ? { confirm } : {}),
          },
        })
      expect((await refund('501', 'refund')).status).toBe(400)
      expect((await refund('200')).status).toBe(200)
      expect((await refund('200', 'refund')).status).toBe(303)
      expect((await refund('301', 'refund')).status).toBe(400)
      expect(
        desk.deps.db.all('SELECT number, amount_minor, receipt_number FROM credit_notes'),
      ).toEqual([
        { number: 'AMRS-CN-2025-0001', amount_minor: 20000, receipt_number: 'AMRS-2025-0001' },
      ])
      const note = await desk.request('/desk/credit-notes/AMRS-CN-2025-0001', { cookie })
      const noteText = await pdfText(new Uint8Array(await note.arrayBuffer()))
      expect(noteText).toContain('Credit note AMRS-CN-2025-0001')
      expect(noteText).toContain('Visa refused')
      expect(
        desk.count("conference_transactions WHERE state = 'success' AND provider = 'manual'"),
      ).toBe(1)
      expect(
        desk.deps.db.all(
          "SELECT action, target FROM audit_log WHERE action LIKE 'payment.%' ORDER BY id",
        ),
      ).toEqual([
        { action: 'payment.manual.recorded', target: payment.reference },
        { action: 'payment.refunded', target: payment.reference },
      ])
    },
  )
})
