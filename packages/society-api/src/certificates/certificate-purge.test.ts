import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { PURGE_RULES, runPurge } from '../privacy/purge-rules.ts'
import { EVENT_END } from '../privacy/purge-unaccepted-abstracts.ts'
import { privacyPolicySeedText } from '../privacy/privacy-page.test-utils.ts'
import { certificatesRule, REGISTRATION_RETENTION_MONTHS } from './certificate-purge.ts'

describe('retention: certificates of attendance', () => {
  it('are kept until two years after the event, as registrations are, then deleted', async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 2)
    await desk.deps.db.write(
      desk.deps.db.all('SELECT id FROM conference_registrations').map((r, i) => ({
        sql: `INSERT INTO certificates (registration_id, code_hash, name, certifies, conference,
                conference_dates, issued_at, view)
              VALUES (?, ?, 'Sample Person', 'Attendance', 'IUMRS-ICAM 2025', '9-12 December 2025',
                '2025-12-13T10:00:00Z', '{}')`,
        params: [r.id!, `sample-hash-${i}`],
      })),
    )
    // The event ends at midnight after 12 December 2025 (Accra = UTC): due at midnight after
    // 12 December 2027.
    expect(EVENT_END.toISOString()).toBe('2025-12-13T00:00:00.000Z')
    const rule = [certificatesRule()]
    expect(await runPurge(desk.deps, new Date('2027-12-12T23:59:59Z'), rule)).toEqual([
      { name: 'certificates', count: 0 },
    ])
    expect(await runPurge(desk.deps, new Date('2027-12-13T00:00:00Z'), rule)).toEqual([
      { name: 'certificates', count: 2 },
    ])
    expect(desk.count('certificates')).toBe(0)
    // The registrations themselves are not this rule's.
    expect(desk.count('conference_registrations')).toBe(2)
    expect(PURGE_RULES.map((r) => r.name)).toContain('certificates')
  })
})

describe('the privacy page (CMS seed) states it', () => {
  it('how long certificates are kept, and what a decision sends the author', () => {
    const text = privacyPolicySeedText()
    expect(REGISTRATION_RETENTION_MONTHS).toBe(24)
    expect(text).toContain('Registrations: up to two years after the conference.')
    expect(text).toContain(
      'A certificate of attendance, once made, is kept until registrations are deleted, up to two years after the conference',
    )
    expect(text).toContain(
      "with the decision on your abstract we send you the reviewers' comments to the authors, without the reviewers' names and without their comments to the committee",
    )
  })
})
