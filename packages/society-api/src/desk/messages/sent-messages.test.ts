import { describe, expect, it } from 'vitest'
import { enqueue } from '../../outbox/outbox-store.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from '../registrations/sample-registrations.test-utils.ts'

describe('messages sent, on the registration page', () => {
  it('lists the outbox rows for the address and resends one as a new row, audited', async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 2)
    const id = Number(
      desk.deps.db.get(
        "SELECT id FROM conference_registrations WHERE email = 'sample-00001@example.test'",
      )?.id,
    )
    await desk.deps.db.write([
      ...enqueue(
        { kind: 'payment-failed', to: 'Sample-00001@example.test', data: { amount: 'USD 1.00' } },
        { id: 'failed-1' },
      ),
      ...enqueue({ kind: 'payment-failed', to: 'sample-00000@example.test', data: {} }),
    ])
    const cookie = await desk.signedIn('staff')
    const page = await (await desk.request(`/desk/registrations/${id}`, { cookie })).text()
    expect(page).toContain('Messages sent')
    expect(page.match(/<td>Payment not completed<\/td>/g)).toHaveLength(1)
    expect(page).toContain(`/desk/registrations/${id}/messages/failed-1/resend`)

    const resent = await desk.request(`/desk/registrations/${id}/messages/failed-1/resend`, {
      method: 'POST',
      cookie,
      form: {},
    })
    expect(resent.status).toBe(303)
    const rows = desk.deps.db.all<{ id: string; data: string; state: string }>(
      "SELECT id, data, state FROM outbox WHERE lower(recipient) = 'sample-00001@example.test'",
    )
    expect(rows).toHaveLength(2)
    expect(rows.map((r) => JSON.parse(r.data) as unknown)).toEqual([
      { amount: 'USD 1.00' },
      { amount: 'USD 1.00' },
    ])
    const audit = desk.deps.db.get<{ target: string }>(
      "SELECT target FROM audit_log WHERE action = 'message.resent'",
    )
    expect(audit?.target).toMatch(/^failed-1 -> [0-9a-f-]{36}$/)
    // Another registration's message is not resent from this page.
    const other = desk.deps.db.get<{ id: string }>(
      "SELECT id FROM outbox WHERE recipient = 'sample-00000@example.test'",
    )!
    expect(
      (
        await desk.request(`/desk/registrations/${id}/messages/${other.id}/resend`, {
          method: 'POST',
          cookie,
          form: {},
        })
      ).status,
    ).toBe(404)
  })
})
