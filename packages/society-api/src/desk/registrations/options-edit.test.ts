import { describe, expect, it } from 'vitest'
import { readBalance } from '../../payments/balance.ts'
import { client } from '../../test-client.test-utils.ts'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import { deskHarness } from '../desk.test-utils.ts'

describe('the desk changes a registration’s category and extras', () => {
  it('recomputes the fee owed, replaces the payment not made, and records who did it', async () => {
    const desk = await deskHarness()
    const api = client(desk.deps, {}, desk.app)
    await api.register(registration({ registration_category: 'industry', banquet: false }))
    const opened = (await (await api.initialise()).json()) as { reference: string }
    const id = Number(desk.deps.db.get('SELECT id FROM conference_registrations')!.id)
    const before = readBalance(desk.deps.db, id)!.owedMinor!
    const staff = await desk.account('staff')
    const cookie = await desk.sessionOf(staff.id)
    const form = await (await desk.request(`/desk/registrations/${id}/options`, { cookie })).text()
    expect(form).toContain('Balance now: USD')
    const res = await desk.request(`/desk/registrations/${id}/options`, {
      cookie,
      form: { registration_category: 'student', banquet: 'on' },
    })
    expect(res.status).toBe(303)
    const after = readBalance(desk.deps.db, id)!
    expect(after.owedMinor).toBeLessThan(before) // student is cheaper than industry
    expect(
      desk.deps.db.get('SELECT state FROM conference_transactions WHERE reference = ?', [
        opened.reference,
      ])!.state,
    ).toBe('superseded')
    expect(
      desk.deps.db.all(
        'SELECT account_id, field, before, after FROM registration_changes ORDER BY id',
      ),
    ).toEqual([
      {
        account_id: staff.id,
        field: 'registration_category',
        before: 'industry',
        after: 'student',
      },
      { account_id: staff.id, field: 'banquet', before: 'no', after: 'yes' },
    ])
    expect(
      desk.deps.db.all(
        `SELECT account_id, action FROM audit_log WHERE action LIKE 'registration.%'`,
      ),
    ).toEqual([{ account_id: staff.id, action: 'registration.options-changed' }])
    // A new payment asks for the new fee.
    const next = (await (await api.initialise()).json()) as { reference: string }
    expect(next.reference).not.toBe(opened.reference)
  })

  it('refuses a category that does not exist, keeping the page', async () => {
    const desk = await deskHarness()
    await client(desk.deps, {}, desk.app).register(registration())
    const id = Number(desk.deps.db.get('SELECT id FROM conference_registrations')!.id)
    const cookie = await desk.signedIn('secretariat')
    const res = await desk.request(`/desk/registrations/${id}/options`, {
      cookie,
      form: { registration_category: 'royalty' },
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Not saved: Choose a registration category.')
    expect(desk.count('registration_changes')).toBe(0)
  })
})
