import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { addSampleRegistrations } from '../registrations/sample-registrations.test-utils.ts'

describe("a person's data as JSON (secretariat only)", () => {
  it("from a registration's page: every part, a no-store attachment, audited by id only", async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 2)
    const { id, email } = desk.deps.db.get<{ id: number; email: string }>(
      'SELECT id, email FROM conference_registrations ORDER BY id LIMIT 1',
    )!
    await desk.deps.db.write([
      {
        sql: 'INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
        params: [email.toUpperCase(), '2025-06-02T00:00:00Z'],
      },
    ])
    const url = `/desk/registrations/${id}/export.json`
    const link = "Download this person's data (JSON)"
    const pageAs = async (role: 'staff' | 'secretariat') =>
      (
        await desk.request(`/desk/registrations/${id}`, { cookie: await desk.signedIn(role) })
      ).text()
    expect(await pageAs('secretariat')).toContain(`href="${url}"`)
    expect(await pageAs('secretariat')).toContain(link.replace("'", '&#39;'))
    expect(await pageAs('staff')).not.toContain(url)
    expect((await desk.request(url, { cookie: await desk.signedIn('staff') })).status).toBe(403)
    const response = await desk.request(url, { cookie: await desk.signedIn('secretariat') })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="registration-${id}-data.json"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const data = (await response.json()) as Record<string, unknown>
    expect(Object.keys(data)).toEqual([
      'email',
      'registration',
      'memberProfile',
      'newsletterSubscriptions',
      'payments',
      'receipts',
      'creditNotes',
      'messagesSent',
      'corrections',
      'checkIn',
      'visaLetterRequests',
      'certificate',
      'abstract',
    ])
    expect(data.email).toBe(email)
    expect((data.registration as { data: { firstname: string } }).data.firstname).toBe(
      'Sample00000',
    )
    expect(data.newsletterSubscriptions).toHaveLength(1)
    // Nothing of the conference's later parts yet.
    expect(data).toMatchObject({
      checkIn: null,
      visaLetterRequests: [],
      certificate: null,
      abstract: null,
    })
    // The other person's data is not in it.
    expect(JSON.stringify(data)).not.toContain('sample-00001')
    const entries = desk.deps.db.all<{ action: string; target: string }>(
      "SELECT action, target FROM audit_log WHERE action = 'person.exported'",
    )
    expect(entries).toEqual([{ action: 'person.exported', target: `registration ${id}` }])
  })

  it('by address (a POST, never in the URL) for a subscriber with no registration', async () => {
    const desk = await deskHarness()
    await desk.deps.db.write([
      {
        sql: 'INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
        params: ['reader@example.test', '2025-06-02T00:00:00Z'],
      },
    ])
    const cookie = await desk.signedIn('secretariat')
    const response = await desk.request('/desk/people/export', {
      cookie,
      form: { email: ' Reader@Example.test ' },
    })
    expect(response.status).toBe(200)
    const data = (await response.json()) as {
      registration: unknown
      newsletterSubscriptions: unknown[]
    }
    expect(data.registration).toBeNull()
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: 'reader@example.test' }),
    ])
    const unknown = await desk.request('/desk/people/export', {
      cookie,
      form: { email: 'nobody@example.test' },
    })
    expect(unknown.status).toBe(404)
    expect(JSON.stringify(desk.deps.db.all('SELECT * FROM audit_log'))).not.toContain('reader@')
  })

  it('holds the check-in, visa letters, certificate and the abstract’s outcome as the author may see them', async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 2)
    const [id, otherId] = desk.deps.db
      .all<{ id: number }>('SELECT id FROM conference_registrations ORDER BY id')
      .map((r) => r.id)
    const reviewers: number[] = []
    for (const n of ['one', 'two', 'three']) {
      const [made] = await desk.deps.db.write([
        {
          sql: `INSERT INTO desk_accounts (email, role, password_hash, totp_secret, created_at)
                VALUES (?, 'reviewer', 'x', 'x', '2025-09-01T00:00:00Z') RETURNING id`,
          params: [`reviewer-${n}@desk.example`],
        },
      ])
      reviewers.push(Number(made!.rows[0]!.id))
    }
    const review = (rid: number, account: number, toAuthors: string, toCommittee: string) => ({
      sql: `INSERT INTO abstract_reviews (registration_id, account_id, scores, comment_to_authors,
              comment_to_committee, recommendation, created_at, updated_at)
            VALUES (?, ?, '[]', ?, ?, 'oral', '2025-10-01T00:00:00Z', '2025-10-01T00:00:00Z')`,
      params: [rid, account, toAuthors, toCommittee],
    })
    await desk.deps.db.write([
      {
        sql: `INSERT INTO check_ins (registration_id, desk, account_id, checked_in_at, recorded_at)
              VALUES (?, 'Door A', NULL, '2025-12-09T07:41:00Z', '2025-12-09T07:41:02Z')`,
        params: [id!],
      },
      {
        sql: `INSERT INTO visa_letter_requests (id, registration_id, passport_name, nationality,
                passport_number_sealed, birth_date, embassy, state, requested_at, decided_at)
              VALUES (71, ?, 'SAMPLE PERSON', 'Sample nationality', 'sealed-A1B2C3D4E5', '1990-01-02',
                'Sample embassy, Sample city', 'issued', '2025-09-02T00:00:00Z', '2025-09-03T00:00:00Z')`,
        params: [id!],
      },
      {
        sql: `INSERT INTO visa_letter_requests (id, registration_id, passport_name, nationality,
                passport_number_sealed, birth_date, embassy, state, requested_at, passport_purged_at)
              VALUES (72, ?, 'SAMPLE PERSON', 'Sample nationality', NULL, NULL,
                'Another sample embassy', 'refused', '2025-09-04T00:00:00Z', '2026-01-11T00:00:00Z')`,
        params: [id!],
      },
      {
        sql: `INSERT INTO visa_letters (request_id, code_hash, passport_name, nationality,
                conference_dates, status, issued_at, pdf)
              VALUES (71, 'letter-code-hash-sample', 'SAMPLE PERSON', 'Sample nationality',
                '9-12 December 2025', 'a registered delegate', '2025-09-03T00:00:00Z', X'00')`,
      },
      {
        sql: `INSERT INTO certificates (registration_id, code_hash, name, certifies, conference,
                conference_dates, issued_at, view)
              VALUES (?, 'certificate-code-hash-sample', 'Sample Person', 'attended and presented',
                'IUMRS-ICAM 2025', '9-12 December 2025', '2025-12-13T10:00:00Z', '{}')`,
        params: [id!],
      },
      {
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at, sent_at, talk_document_id)
              VALUES (?, 'oral', '2025-11-01T00:00:00Z', '2025-11-02T00:00:00Z', 'drafts.talk-abstract-1-sample')`,
        params: [id!],
      },
      {
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at)
              VALUES (?, 'poster', '2025-11-01T00:00:00Z')`,
        params: [otherId!],
      },
      review(id!, reviewers[1]!, 'Sample comment B to the authors.', 'Sample committee remark B.'),
      review(id!, reviewers[0]!, 'Sample comment A to the authors.', 'Sample committee remark A.'),
      review(id!, reviewers[2]!, ' ', 'Sample committee remark C.'),
      review(otherId!, reviewers[0]!, 'Unsent comment to the other author.', 'x'),
    ])
    const cookie = await desk.signedIn('secretariat')
    const exported = async (rid: number) =>
      (await (
        await desk.request(`/desk/registrations/${rid}/export.json`, { cookie })
      ).json()) as Record<string, unknown>
    const data = await exported(id!)
    expect(data.checkIn).toEqual({
      desk: 'Door A',
      checked_in_at: '2025-12-09T07:41:00Z',
      recorded_at: '2025-12-09T07:41:02Z',
    })
    expect(data.visaLetterRequests).toEqual([
      {
        id: 71,
        state: 'issued',
        embassy: 'Sample embassy, Sample city',
        passportName: 'SAMPLE PERSON',
        nationality: 'Sample nationality',
        birthDate: '1990-01-02',
        passportNumber: 'held, encrypted',
        requestedAt: '2025-09-02T00:00:00Z',
        decidedAt: '2025-09-03T00:00:00Z',
        letter: {
          passportName: 'SAMPLE PERSON',
          nationality: 'Sample nationality',
          status: 'a registered delegate',
          conferenceDates: '9-12 December 2025',
          issuedAt: '2025-09-03T00:00:00Z',
        },
      },
      expect.objectContaining({
        id: 72,
        state: 'refused',
        passportNumber: 'deleted 2026-01-11T00:00:00Z',
        birthDate: null,
        letter: null,
      }),
    ])
    expect(data.certificate).toEqual({
      name: 'Sample Person',
      certifies: 'attended and presented',
      conference: 'IUMRS-ICAM 2025',
      conference_dates: '9-12 December 2025',
      issued_at: '2025-12-13T10:00:00Z',
      emailed_at: null,
    })
    // The decision and the comments to the authors that were sent with it, in the message's
    // order (by reviewer), the empty one left out; nothing the author is not sent.
    expect(data.abstract).toEqual({
      decision: 'oral',
      decidedAt: '2025-11-01T00:00:00Z',
      sentAt: '2025-11-02T00:00:00Z',
      commentsToAuthors: ['Sample comment A to the authors.', 'Sample comment B to the authors.'],
      talkDraftId: 'drafts.talk-abstract-1-sample',
    })
    const text = JSON.stringify(data)
    for (const secret of [
      'sealed-A1B2C3D4E5',
      'code-hash',
      'committee remark',
      'reviewer-one@',
      'reviewer-two@',
      'recommendation',
    ])
      expect(text).not.toContain(secret)

    // A decision not sent yet: the decision, and no comments until they go with it.
    expect((await exported(otherId!)).abstract).toEqual({
      decision: 'poster',
      decidedAt: '2025-11-01T00:00:00Z',
      sentAt: null,
      commentsToAuthors: [],
      talkDraftId: null,
    })
  })
})
