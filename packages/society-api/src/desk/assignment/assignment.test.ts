import { describe, expect, it } from 'vitest'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { ASSIGNMENT_ENDPOINTS } from './assignment-endpoints.ts'

const ENERGY = 'advanced_energy_materials'
const BIO = 'advanced_biomaterials_for_healthcare'

type Desk = Awaited<ReturnType<typeof deskHarness>>

/** A registration with a file (an abstract), its submitter at `email` with `affiliation`. */
async function abstract(desk: Desk, email: string, over: Record<string, unknown> = {}) {
  const data = registration({ email, abstract_required: true, ...over })
  const [result] = await desk.deps.db.write([
    {
      sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_kind, abstract_size, created_at, updated_at)
            VALUES (?, ?, 'key.pdf', 'pdf', 100, '2025-10-01', '2025-10-01') RETURNING id`,
      params: [email, JSON.stringify(data)],
    },
  ])
  return Number(result!.rows[0]!.id)
}

/** An account without a password (hashing one costs a second on a busy machine). */
async function account(desk: Desk, role: string, email: string) {
  const [result] = await desk.deps.db.write([
    {
      sql: `INSERT INTO desk_accounts (email, role, created_at) VALUES (?, ?, '2025-10-01') RETURNING id`,
      params: [email, role],
    },
  ])
  return { id: Number(result!.rows[0]!.id), email }
}

/** A set: three abstracts in energy (one co-authored at Institute B), one in bio; two reviewers. */
async function setUp() {
  const desk = await deskHarness()
  const secretariat = await desk.signedIn('secretariat')
  const a1 = await abstract(desk, 'one@uni-a.example', { abstract_title: 'Perovskite cells' })
  const a2 = await abstract(desk, 'two@uni-c.example', {
    affiliation: 'University C',
    abstract_authors: [
      { name: 'Sample Author', affiliation: 'University C' },
      { name: 'Sample Coauthor', affiliation: 'Institute B' },
    ],
  })
  const a3 = await abstract(desk, 'three@uni-d.example', { affiliation: 'University D' })
  const a4 = await abstract(desk, 'four@uni-e.example', { symposium_type: BIO })
  const r1 = await account(desk, 'reviewer', 'r1@inst-b.example')
  const r2 = await account(desk, 'reviewer', 'r2@inst-f.example')
  const staff = await account(desk, 'staff', 'staff@desk.example')
  const post = (path: string, form: URLSearchParams) =>
    desk.request(path, { cookie: secretariat, form })
  const settings = (id: number, form: Record<string, string>, symposia: string[]) => {
    const body = new URLSearchParams(form)
    for (const s of symposia) body.append('symposium', s)
    return post(`/desk/accounts/${id}/reviewing`, body)
  }
  return { desk, secretariat, a1, a2, a3, a4, r1, r2, staff, settings, post }
}

describe("a reviewer's symposia, affiliation and declared conflicts", { timeout: 30_000 }, () => {
  it('are set by the secretariat, stored and audited, and shown again', async () => {
    const { desk, secretariat, a3, r1, settings } = await setUp()
    const saved = await settings(r1.id, { affiliation: 'Institute B', conflicts: `${a3}` }, [
      ENERGY,
      BIO,
    ])
    expect(saved.status).toBe(303)
    expect(desk.deps.db.all('SELECT symposium FROM desk_reviewer_symposia ORDER BY 1')).toEqual([
      { symposium: BIO },
      { symposium: ENERGY },
    ])
    expect(desk.deps.db.all('SELECT registration_id FROM abstract_conflicts')).toEqual([
      { registration_id: a3 },
    ])
    expect(
      desk.deps.db.get("SELECT target FROM audit_log WHERE action = 'reviewer.changed'"),
    ).toEqual({ target: String(r1.id) })
    const html = await (
      await desk.request(`/desk/accounts/${r1.id}/reviewing`, { cookie: secretariat })
    ).text()
    expect(html).toContain('value="Institute B"')
    expect(html).toMatch(new RegExp(`name="conflicts"[^>]*value="${a3}"`))
    expect(html).toMatch(/value="advanced_energy_materials" checked/)
  })

  it('are refused with what is wrong, nothing stored: an unknown symposium, a number that is no abstract', async () => {
    const { desk, r1, settings } = await setUp()
    const badSymposium = await settings(r1.id, { affiliation: '', conflicts: '' }, ['nonsense'])
    expect(badSymposium.status).toBe(422)
    expect(await badSymposium.text()).toContain('Choose symposia from the list.')
    const badConflict = await settings(r1.id, { affiliation: '', conflicts: '9999, x' }, [ENERGY])
    expect(badConflict.status).toBe(422)
    expect(await badConflict.text()).toContain('registration numbers: 9999, x')
    expect(desk.count('desk_reviewer_symposia')).toBe(0)
    expect(desk.count('abstract_conflicts')).toBe(0)
  })

  it('only for reviewer accounts', async () => {
    const { staff, settings, desk, secretariat } = await setUp()
    expect((await settings(staff.id, {}, [ENERGY])).status).toBe(404)
    const shown = await desk.request(`/desk/accounts/${staff.id}/reviewing`, {
      cookie: secretariat,
    })
    expect(shown.status).toBe(404)
  })
})

describe('a disabled reviewer', { timeout: 30_000 }, () => {
  it('is assigned nothing: an automatic run leaves them out', async () => {
    const { desk, secretariat, a1, r1, r2, settings } = await setUp()
    await settings(r1.id, { affiliation: 'Institute X', conflicts: '' }, [ENERGY])
    await settings(r2.id, { affiliation: 'Institute F', conflicts: '' }, [ENERGY])
    await desk.deps.db.write([
      { sql: `UPDATE desk_accounts SET disabled_at = '2025-10-19' WHERE id = ?`, params: [r1.id] },
    ])
    const html = await (
      await desk.request('/desk/assignment/preview?n=2', { cookie: secretariat })
    ).text()
    expect(html).toContain(`value="${a1}:${r2.id}"`)
    expect(html).not.toContain(`value="${a1}:${r1.id}"`)
  })
})

describe('the assignment desk page', { timeout: 30_000 }, () => {
  it('previews an automatic run (nothing saved), then saves exactly what it showed', async () => {
    const { desk, secretariat, a1, a2, a3, r1, r2, settings, post } = await setUp()
    await settings(r1.id, { affiliation: 'Institute B', conflicts: `${a3}` }, [ENERGY])
    await settings(r2.id, { affiliation: 'Institute F', conflicts: '' }, [ENERGY])

    const preview = await desk.request('/desk/assignment/preview?n=2', { cookie: secretariat })
    const html = await preview.text()
    expect(preview.status).toBe(200)
    expect(desk.count('abstract_assignments')).toBe(0)
    // a1: both; a2: r1 is at a co-author's affiliation; a3: r1 declared; a4: nobody covers bio.
    expect(html).toContain(
      '2 reviewers per abstract, all symposia: 4 new assignments for 3 abstracts; 3 cannot get 2.',
    )
    expect(html).toContain(`value="${a1}:${r1.id}"`)
    expect(html).toContain(`value="${a1}:${r2.id}"`)
    expect(html).toContain(`value="${a2}:${r2.id}"`)
    expect(html).toContain(`value="${a3}:${r2.id}"`)
    expect(html).toContain('1 eligible reviewer; excluded: 1 same affiliation')
    expect(html).toContain('1 eligible reviewer; excluded: 1 declared a conflict')
    expect(html).toContain('0 eligible reviewers; excluded: 2 not covering its symposium')
    expect(html).toContain('Perovskite cells')

    const pairs = [...html.matchAll(/name="pair" value="([^"]+)"/g)].map((m) => m[1]!)
    const body = new URLSearchParams(pairs.map((p) => ['pair', p]))
    // Meanwhile r2 declares a conflict with a2: that pair is no longer saved.
    await settings(r2.id, { affiliation: 'Institute F', conflicts: `${a2}` }, [ENERGY])
    const saved = await post('/desk/assignment/save', body)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/desk/assignment?saved=3&skipped=1')
    expect(
      desk.deps.db.all(
        'SELECT registration_id, account_id, assigned_by FROM abstract_assignments ORDER BY 1, 2',
      ),
    ).toEqual([
      { registration_id: a1, account_id: r1.id, assigned_by: expect.any(Number) },
      { registration_id: a1, account_id: r2.id, assigned_by: expect.any(Number) },
      { registration_id: a3, account_id: r2.id, assigned_by: expect.any(Number) },
    ])
    expect(
      desk.deps.db.all(
        "SELECT target FROM audit_log WHERE action = 'abstract.assigned.automatically' ORDER BY 1",
      ),
    ).toEqual([
      { target: `${a1}:${r1.id}` },
      { target: `${a1}:${r2.id}` },
      { target: `${a3}:${r2.id}` },
    ])
    const page = await (
      await desk.request(`/desk/assignment?symposium=${ENERGY}&saved=3&skipped=1`, {
        cookie: secretariat,
      })
    ).text()
    expect(page).toContain('Saved 3 assignment(s). 1 were not saved')
    expect(page).toContain('r1@inst-b.example</a>: 1 abstract')
    expect(page).toContain('r2@inst-f.example</a>: 2 abstracts')
    expect(page).toContain(`aria-label="Unassign r2@inst-f.example from abstract ${a3}"`)
  })

  it('assigns by hand, refuses a conflict with its reason, and unassigns', async () => {
    const { desk, secretariat, a1, a2, r1, settings } = await setUp()
    await settings(r1.id, { affiliation: 'Institute B', conflicts: '' }, [ENERGY])
    const page = await (
      await desk.request(`/desk/assignment?symposium=${ENERGY}`, { cookie: secretariat })
    ).text()
    // The conflict is shown in the choice and the option cannot be chosen.
    expect(page).toMatch(
      new RegExp(
        `<option value="${r1.id}" disabled="">r1@inst-b.example \\(0\\): conflict, same affiliation as an author`,
      ),
    )

    const refused = await desk.request('/desk/assignment/assign', {
      cookie: secretariat,
      form: { registration: String(a2), reviewer: String(r1.id) },
    })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(
      `cannot take abstract No. ${a2}: same affiliation as an author`,
    )
    expect(desk.count('abstract_assignments')).toBe(0)

    const done = await desk.request('/desk/assignment/assign', {
      cookie: secretariat,
      form: { registration: String(a1), reviewer: String(r1.id) },
    })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(
      `/desk/assignment?symposium=${ENERGY}&assigned=1#abstract-${a1}`,
    )
    const twice = await desk.request('/desk/assignment/assign', {
      cookie: secretariat,
      form: { registration: String(a1), reviewer: String(r1.id) },
    })
    expect(twice.status).toBe(409)
    expect(desk.count('abstract_assignments')).toBe(1)

    const off = await desk.request('/desk/assignment/unassign', {
      cookie: secretariat,
      form: { registration: String(a1), reviewer: String(r1.id) },
    })
    expect(off.status).toBe(303)
    expect(desk.count('abstract_assignments')).toBe(0)
    expect(
      desk.deps.db.all("SELECT action FROM audit_log WHERE action LIKE 'abstract.%' ORDER BY id"),
    ).toEqual([{ action: 'abstract.assigned' }, { action: 'abstract.unassigned' }])
  })

  it('counts per symposium, and leaves cancelled registrations out', async () => {
    const { desk, secretariat, a4 } = await setUp()
    await desk.deps.db.write([
      {
        sql: `UPDATE conference_registrations SET data = json_set(data, '$.cancelled_at', 'x') WHERE id = ?`,
        params: [a4],
      },
    ])
    const page = await (await desk.request('/desk/assignment', { cookie: secretariat })).text()
    expect(page).toMatch(
      /Advanced energy materials<\/a><\/th><td>3<\/td><td>3<\/td><td>0<\/td><td>0<\/td>/,
    )
    expect(page).not.toContain('Advanced biomaterials for healthcare</a>')
  })
})

describe('only the secretariat', { timeout: 30_000 }, () => {
  it('staff and reviewers get 403, anonymous is sent to sign in; none of them sees a reviewer or a title', async () => {
    const { desk, r1, r2 } = await setUp()
    const callers = {
      anonymous: undefined,
      staff: await desk.signedIn('staff'),
      reviewer: await desk.sessionOf(r2.id),
    }
    for (const endpoint of ASSIGNMENT_ENDPOINTS)
      for (const [caller, cookie] of Object.entries(callers)) {
        const response = await desk.request(`/desk${endpoint.path.replace(':id', String(r1.id))}`, {
          method: endpoint.method,
          cookie,
          form:
            endpoint.method === 'POST' ? { registration: '1', reviewer: String(r1.id) } : undefined,
        })
        const body = await response.text()
        const label = `${endpoint.method} ${endpoint.path} as ${caller}`
        expect(response.status, label).toBe(cookie ? 403 : 401)
        if (!cookie) expect(body, label).toContain('href="/desk/sign-in"')
        expect(body, label).not.toContain('r1@inst-b.example')
        expect(body, label).not.toContain('Perovskite')
      }
    expect(desk.count('abstract_assignments')).toBe(0)
  })
})
