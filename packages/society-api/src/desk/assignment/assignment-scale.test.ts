import { SYMPOSIUM_TYPES } from '@amrs/shared/contract/conference'
import { expect, it } from 'vitest'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import { assign } from '../../review/assign.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { createAssignmentStore } from './assignment-store.ts'
import { readAssignmentState } from './assignment-state.ts'

const ABSTRACTS = 800
const REVIEWERS = 60

/**
 * The scale (800 abstracts, 60 reviewers, N = 2) through the desk: the rule alone, the
 * preview page (read, rule, render) and saving its 1,600 pairs (checks, rows, audit entries).
 * Prints the times (the closing note's number); the bounds leave room for a loaded CI.
 */
it(
  '800 abstracts and 60 reviewers: preview, save and the rule, timed',
  { timeout: 60_000 },
  async () => {
    const desk = await deskHarness()
    const secretariat = await desk.signedIn('secretariat')
    const at = '2025-10-01T00:00:00Z'
    await desk.deps.db.write(
      Array.from({ length: ABSTRACTS }, (_, i) => {
        const email = `sample-author-${i}@uni${i % 37}.example.test`
        const data = registration({
          email,
          affiliation: `Sample University ${i % 37}`,
          symposium_type: SYMPOSIUM_TYPES[i % SYMPOSIUM_TYPES.length],
          abstract_required: true,
          abstract_title: `Sample abstract ${i}`,
          abstract_authors: [
            { name: `Sample Author ${i}`, affiliation: `Sample University ${i % 37}` },
            { name: `Sample Coauthor ${i}`, affiliation: `Sample Institute ${i % 20}` },
          ],
        })
        return {
          sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_kind, abstract_size, created_at, updated_at)
              VALUES (?, ?, 'key.pdf', 'pdf', 100, ?, ?)`,
          params: [email, JSON.stringify(data), at, at],
        }
      }),
    )
    // Reviewers straight into the table (no password: they never sign in here).
    const statements = []
    for (let i = 0; i < REVIEWERS; i++) {
      const id = 1000 + i
      statements.push({
        sql: `INSERT INTO desk_accounts (id, email, role, affiliation, created_at) VALUES (?, ?, 'reviewer', ?, ?)`,
        params: [
          id,
          `sample-reviewer-${i}@inst${i % 20}.example.test`,
          `Sample Institute ${i % 20}`,
          at,
        ],
      })
      // Each reviewer covers two symposia: 12 reviewers per symposium.
      for (const k of [i, i + 1])
        statements.push({
          sql: 'INSERT INTO desk_reviewer_symposia (account_id, symposium) VALUES (?, ?)',
          params: [id, SYMPOSIUM_TYPES[k % SYMPOSIUM_TYPES.length]!],
        })
    }
    await desk.deps.db.write(statements)

    const s = readAssignmentState(createAssignmentStore(desk.deps.db))
    let started = performance.now()
    const rule = assign(s.abstracts, s.reviewers, 2, s.assignments)
    const ruleMs = performance.now() - started
    expect(rule.impossibles).toEqual([])

    started = performance.now()
    const preview = await desk.request('/desk/assignment/preview?n=2', { cookie: secretariat })
    const html = await preview.text()
    const previewMs = performance.now() - started
    const pairs = [...html.matchAll(/name="pair" value="([^"]+)"/g)].map((m) => m[1]!)
    expect(pairs).toHaveLength(ABSTRACTS * 2)

    started = performance.now()
    const saved = await desk.request('/desk/assignment/save', {
      cookie: secretariat,
      form: new URLSearchParams(pairs.map((p) => ['pair', p])),
    })
    const saveMs = performance.now() - started
    expect(saved.headers.get('location')).toBe(`/desk/assignment?saved=${ABSTRACTS * 2}&skipped=0`)
    expect(desk.count('abstract_assignments')).toBe(ABSTRACTS * 2)

    // As stored: within each symposium, the loads end within one of each other.
    const loads = desk.deps.db.all<{ symposium: string; low: number; high: number }>(
      `SELECT symposium, min(n) AS low, max(n) AS high FROM (
       SELECT json_extract(r.data, '$.symposium_type') AS symposium, a.account_id, count(*) AS n
       FROM abstract_assignments a JOIN conference_registrations r ON r.id = a.registration_id
       GROUP BY 1, 2) GROUP BY symposium`,
    )
    expect(loads).toHaveLength(SYMPOSIUM_TYPES.length)
    for (const l of loads) expect(l.high - l.low, l.symposium).toBeLessThanOrEqual(1)

    started = performance.now()
    const page = await desk.request(`/desk/assignment?symposium=${SYMPOSIUM_TYPES[0]}`, {
      cookie: secretariat,
    })
    expect(await page.text()).toContain('Sample abstract 0')
    const pageMs = performance.now() - started

    console.log(
      `assignment, ${ABSTRACTS} abstracts × ${REVIEWERS} reviewers, N = 2: rule ${ruleMs.toFixed(0)} ms; ` +
        `preview page ${previewMs.toFixed(0)} ms; saving ${ABSTRACTS * 2} pairs ${saveMs.toFixed(0)} ms; ` +
        `one symposium's page ${pageMs.toFixed(0)} ms`,
    )
    expect(ruleMs).toBeLessThan(2_000)
    expect(previewMs + saveMs).toBeLessThan(20_000)
  },
)
