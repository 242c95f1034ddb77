import { describe, expect, it } from 'vitest'
import { registration } from '../conference/registration-fixtures.test-utils.ts'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import { client } from '../test-client.test-utils.ts'
import { readBalance } from './balance.ts'
import { createPaymentsStore } from './payments-store.ts'

// A delegate who paid part of the fee at the desk (a bank transfer short of it) pays the rest
// by card: the card asks for what remains, and then the registration is paid in full.
describe('the rest of a part-paid fee, by card', () => {
  it('asks the provider for what remains; paid, the balance is zero and the receipt says so', async () => {
    const desk = await deskHarness()
    const api = client(desk.deps, {}, desk.app)
    expect((await api.register(registration())).status).toBe(201) // academia, regular, banquet
    const id = Number(desk.deps.db.get('SELECT id FROM conference_registrations')!.id)
    const cookie = await desk.signedIn('staff')
    const part = await desk.request(`/desk/registrations/${id}/payments`, {
      cookie,
      form: {
        method: 'bank_transfer',
        currency: 'USD',
        paid_on: '2025-10-18',
        amount: '100',
        confirm: 'part',
      },
    })
    expect(part.status).toBe(303)
    const owed = readBalance(desk.deps.db, id)!
    expect(owed).toMatchObject({ state: 'part-paid', heldMinor: 10_000 })
    const feeMinor = owed.owedMinor!

    const opened = await api.initialise()
    expect(opened.status).toBe(200)
    const { reference } = (await opened.json()) as { reference: string }
    const payment = createPaymentsStore(desk.deps.db).find(reference)!
    expect(payment.amountMinor).toBe(feeMinor - 10_000)
    const lines = JSON.parse(
      String(
        desk.deps.db.get('SELECT lines FROM conference_transactions WHERE reference = ?', [
          reference,
        ])!.lines,
      ),
    ) as { label: string; amountMinor: number }[]
    expect(lines.at(-1)).toEqual({ label: 'Already received', amountMinor: -10_000 })

    expect((await api.checkout(reference, 'complete')).status).toBe(303) // the webhook applies it
    expect(createPaymentsStore(desk.deps.db).find(reference)?.state).toBe('success')
    expect(readBalance(desk.deps.db, id)).toMatchObject({ state: 'paid', dueMinor: 0 })
    const receipt = desk.deps.db.get<{ number: string; remaining_minor: number }>(
      'SELECT number, remaining_minor FROM receipts WHERE reference = ?',
      [reference],
    )!
    expect(receipt.remaining_minor).toBe(0)
    const pdf = await desk.request(`/desk/receipts/${receipt.number}`, { cookie })
    expect((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text).toMatch(/paid in full/i)
    // Paid in full: no further card payment.
    expect((await api.initialise()).status).toBe(409)
  })
})
