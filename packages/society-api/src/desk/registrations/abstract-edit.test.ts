import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from './sample-registrations.test-utils.ts'

// Sample 00000 has an abstract (a PDF).
describe('the desk changes an abstract, decided or not', () => {
  it('changes a decided abstract: history (before, after, by whom) and audit in one unit', async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 1)
    const id = Number(desk.deps.db.get('SELECT id FROM conference_registrations')!.id)
    await desk.deps.db.write([
      {
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, 'oral', ?)`,
        params: [id, '2025-10-19T10:00:00Z'],
      },
    ])
    const staff = await desk.account('staff')
    const cookie = await desk.sessionOf(staff.id)
    const edit = await (
      await desk.request(`/desk/registrations/${id}/abstract/edit`, { cookie })
    ).text()
    expect(edit).toContain('A decision is recorded on this abstract')
    expect(edit).toContain('name="author_name_0"')

    const res = await desk.request(`/desk/registrations/${id}/abstract`, {
      cookie,
      form: {
        abstract_title: 'Corrected by the secretariat',
        author_name_0: 'Sample Author A',
        author_affiliation_0: 'Sample Lab 1',
        abstract_presenter: '0',
      },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/desk/registrations/${id}?done=abstract`)
    const data = JSON.parse(
      String(desk.deps.db.get('SELECT data FROM conference_registrations')!.data),
    )
    expect(data.abstract_title).toBe('Corrected by the secretariat')
    expect(
      desk.deps.db.all('SELECT account_id, field, after FROM registration_changes ORDER BY id'),
    ).toEqual([
      { account_id: staff.id, field: 'abstract_title', after: 'Corrected by the secretariat' },
      {
        account_id: staff.id,
        field: 'abstract_authors',
        after: 'Sample Author A (Sample Lab 1) [presents]',
      },
    ])
    expect(
      desk.deps.db.all(
        `SELECT account_id, action, target FROM audit_log WHERE action LIKE 'abstract.%'`,
      ),
    ).toEqual([{ account_id: staff.id, action: 'abstract.changed', target: String(id) }])
    const page = await (
      await desk.request(`/desk/registrations/${id}?done=abstract`, { cookie })
    ).text()
    expect(page).toContain('The abstract is changed')
    expect(page).toContain('Corrected by the secretariat')
    expect(page).toContain(`<td>${staff.email}</td>`) // the history says who, by name
  })

  it('a refused change answers the form again with what was typed', async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 1)
    const id = Number(desk.deps.db.get('SELECT id FROM conference_registrations')!.id)
    const cookie = await desk.signedIn('secretariat')
    const res = await desk.request(`/desk/registrations/${id}/abstract`, {
      cookie,
      form: {
        abstract_title: 'Typed, kept',
        author_name_0: 'Only A Name',
        abstract_presenter: '0',
      },
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Not saved: Author 1 needs an affiliation.')
    expect(html).toContain('value="Typed, kept"')
    expect(html).toContain('value="Only A Name"')
    expect(desk.count('registration_changes')).toBe(0)
  })
})
