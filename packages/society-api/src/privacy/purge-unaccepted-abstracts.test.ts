import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pdfBytes } from '../conference/registration-fixtures.test-utils.ts'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { abstractsDueAt, purgeUnacceptedAbstracts } from './purge-unaccepted-abstracts.ts'
import { PURGE_RULES, runPurge } from './purge-rules.ts'
import { privacyPolicySeedText } from './privacy-page.test-utils.ts'

describe('retention: abstracts not accepted', () => {
  it('are deleted (file and reference) the configured months after the event, not before', async () => {
    const base = await deskHarness()
    const desk = await deskHarness({ retention: { abstractMonths: 2 } })
    expect(base.deps.config.retention.abstractMonths).toBe(6)
    await addSampleRegistrations(desk.deps.db, 3)
    const rows = desk.deps.db.all<{ id: number; abstract_key: string }>(
      'SELECT id, abstract_key FROM conference_registrations WHERE abstract_key IS NOT NULL',
    )
    expect(rows.length).toBeGreaterThan(0)
    const dir = path.join(desk.deps.config.dataDir, 'abstracts')
    mkdirSync(dir, { recursive: true })
    for (const r of rows) writeFileSync(path.join(dir, r.abstract_key), pdfBytes)
    expect(PURGE_RULES).toContain(purgeUnacceptedAbstracts)

    // The day before it is due: nothing goes.
    const due = abstractsDueAt(2)
    expect(due.toISOString()).toBe('2026-02-13T00:00:00.000Z')
    const before = await runPurge(desk.deps, new Date(due.getTime() - 86_400_000), [
      purgeUnacceptedAbstracts,
    ])
    expect(before).toEqual([{ name: 'abstracts-not-accepted', count: 0 }])
    for (const r of rows) expect(existsSync(path.join(dir, r.abstract_key))).toBe(true)

    // When due: every abstract without an accept decision (none is recorded yet) is gone.
    const at = await runPurge(desk.deps, due, [purgeUnacceptedAbstracts])
    expect(at).toEqual([{ name: 'abstracts-not-accepted', count: rows.length }])
    for (const r of rows) expect(existsSync(path.join(dir, r.abstract_key))).toBe(false)
    expect(
      desk.deps.db.get(
        'SELECT count(*) AS n FROM conference_registrations WHERE abstract_key IS NOT NULL',
      ),
    ).toEqual({ n: 0 })
    // The registrations themselves stay; the audit log has the count only.
    expect(desk.count('conference_registrations')).toBe(3)
    expect(
      desk.deps.db.all(
        "SELECT target FROM audit_log WHERE action = 'purge.abstracts-not-accepted'",
      ),
    ).toEqual([{ target: '0' }, { target: String(rows.length) }])
  })
})

describe('the privacy page (CMS seed) states the rule', () => {
  it('with the default period, and what is kept', () => {
    const text = privacyPolicySeedText()
    expect(abstractsDueAt(6).toISOString()).toBe('2026-06-13T00:00:00.000Z')
    expect(text).toContain(
      'Abstracts that are not accepted: the file is deleted six months after the conference',
    )
  })
})
