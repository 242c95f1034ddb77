import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDb, type Db } from './db.ts'
import { loadMigrations, migrate, MigrationError, userVersion } from './migrations.ts'

// A database from before versioned migrations (each store ran its own CREATE TABLE IF NOT
// EXISTS, and user_version stayed 0) is recognised and migrated, never recreated.

/** The schema exactly as the stores created it before migrations (git show f243c2c:server/api/…/store.ts). */
const BEFORE_MIGRATIONS = `
CREATE TABLE IF NOT EXISTS conference_registrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL,
  abstract_key TEXT,
  abstract_etag TEXT,
  abstract_kind TEXT,
  abstract_size INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS conference_transactions (
  reference TEXT PRIMARY KEY,
  registration_id INTEGER REFERENCES conference_registrations(id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS conference_transactions_email ON conference_transactions(email);
CREATE TABLE IF NOT EXISTS member_profiles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  surname TEXT NOT NULL,
  first_name TEXT NOT NULL,
  other_name TEXT NOT NULL DEFAULT '',
  date_of_birth TEXT NOT NULL,
  contact_number TEXT NOT NULL,
  chapter TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  created_at TEXT NOT NULL
);
`

const AT = '2025-10-20T10:00:00.000Z'
const ROWS = { registrations: 40, transactions: 40, profiles: 25, subscriptions: 300 }

/**
 * A database from before, migrated to `version - 1` and then to the newest (as a site that last
 * ran the one before it), opened with foreign keys on; the id of its first registration.
 */
function migratedAcross(version: number): { db: Database.Database; id: number } {
  const file = databaseFromBefore()
  migrate(
    file,
    loadMigrations().filter((m) => m.version < version),
  )
  migrate(file)
  const db = new Database(file)
  db.pragma('foreign_keys = ON')
  const id = (db.prepare('SELECT id FROM conference_registrations LIMIT 1').get() as { id: number })
    .id
  return { db, id }
}

/** A database file as a site from before this change left it, holding rows in every table. */
function databaseFromBefore(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-')), 'society.sqlite')
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.exec(BEFORE_MIGRATIONS)
  const registration = db.prepare(
    `INSERT INTO conference_registrations (email, data, abstract_key, abstract_etag, abstract_kind, abstract_size, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'pdf', 1234, ?, ?)`,
  )
  const transaction = db.prepare(
    `INSERT INTO conference_transactions (reference, registration_id, email, amount, currency, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'USD', ?, ?, ?)`,
  )
  for (let i = 1; i <= ROWS.registrations; i++) {
    const email = `delegate${i}@example.com`
    registration.run(
      email,
      JSON.stringify({ email, firstname: `D${i}` }),
      `${i}.pdf`,
      `etag${i}`,
      AT,
      AT,
    )
    transaction.run(`IUMRS_ICAM25OLD${i}`, i, email, 450 + i, i % 2 ? 'success' : 'pending', AT, AT)
  }
  const profile = db.prepare(
    `INSERT INTO member_profiles (email, surname, first_name, date_of_birth, contact_number, chapter, password_hash, created_at)
     VALUES (?, 'Mensah', 'Ama', '2001-04-12', '+233', 'UG', 'scrypt$…', ?)`,
  )
  for (let i = 1; i <= ROWS.profiles; i++) profile.run(`member${i}@example.com`, AT)
  const subscription = db.prepare(
    'INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)',
  )
  for (let i = 1; i <= ROWS.subscriptions; i++) subscription.run(`reader${i}@example.com`, AT)
  expect(userVersion(db)).toBe(0)
  db.close()
  return file
}

const opened: Db[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(opened.splice(0).map((db) => db.close()))
})

// Each test builds and migrates a file of a few hundred rows: seconds on a busy machine.
describe('migrations', { timeout: 30_000 }, () => {
  it('take a database from before migrations as it is, migrate it, and every row is still there', async () => {
    const file = databaseFromBefore()
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const db = await openDb(file, { writer: 'inline' })
    opened.push(db)
    const count = (table: string) => db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)?.n
    expect(count('conference_registrations')).toBe(ROWS.registrations)
    expect(count('conference_transactions')).toBe(ROWS.transactions)
    expect(count('member_profiles')).toBe(ROWS.profiles)
    expect(count('newsletter_subscriptions')).toBe(ROWS.subscriptions)
    expect(db.get('SELECT data, abstract_key FROM conference_registrations WHERE id = 7')).toEqual({
      data: JSON.stringify({ email: 'delegate7@example.com', firstname: 'D7' }),
      abstract_key: '7.pdf',
    })
    // The new columns, filled from what was there: the amount in the minor unit.
    expect(
      db.get(
        `SELECT amount, amount_minor, state FROM conference_transactions WHERE reference = 'IUMRS_ICAM25OLD7'`,
      ),
    ).toEqual({ amount: 457, amount_minor: 45_700, state: 'success' })
    expect(count('receipts')).toBe(0)
    expect(count('payment_events')).toBe(0)
    expect(db.get('PRAGMA user_version')).toEqual({ user_version: loadMigrations().length })
    expect(db.integrityCheck()).toBe('ok')
  })

  it('leave a migrated database alone the next time', () => {
    const file = databaseFromBefore()
    const all = loadMigrations()
    expect(migrate(file).applied).toEqual(
      all.map((m) => `${String(m.version).padStart(4, '0')}-${m.name}`),
    )
    expect(migrate(file)).toEqual({ from: all.length, to: all.length, applied: [] })
  })

  it('a migration that fails is undone whole: the version and the data stay as they were', () => {
    const file = databaseFromBefore()
    const latest = loadMigrations().length
    const broken = [
      ...loadMigrations(),
      {
        version: latest + 1,
        name: 'broken',
        sql: "ALTER TABLE newsletter_subscriptions ADD COLUMN source TEXT; UPDATE newsletter_subscriptions SET source = 'x'; SELECT * FROM no_such_table;",
      },
    ]
    expect(() => migrate(file, broken)).toThrow(MigrationError)
    const db = new Database(file, { readonly: true })
    expect(userVersion(db)).toBe(latest)
    const columns = db.prepare('PRAGMA table_info(newsletter_subscriptions)').all() as {
      name: string
    }[]
    const names = columns.map((c) => c.name)
    expect(names).toContain('email')
    expect(names).not.toContain('source')
    db.close()
  })

  it('refuse a database a newer release wrote, without touching it', () => {
    const file = databaseFromBefore()
    const db = new Database(file)
    db.pragma('user_version = 99')
    db.close()
    expect(() => migrate(file)).toThrow(/version 99, newer than this service knows/)
  })

  it('are numbered 1, 2, 3… with no gap', () => {
    const versions = loadMigrations().map((m) => m.version)
    expect(versions).toEqual(versions.map((_, i) => i + 1))
    expect(versions.length).toBeGreaterThanOrEqual(4)
  })
  it("0007 rebuilds the desk's correction history with account_id optional, keeping its rows", () => {
    const file = databaseFromBefore()
    const upTo6 = loadMigrations().filter((m) => m.version <= 6)
    migrate(file, upTo6)
    const old = new Database(file)
    old
      .prepare(
        "INSERT INTO desk_accounts (email, role, created_at) VALUES ('desk@example.test', 'staff', ?)",
      )
      .run('2025-11-01T00:00:00Z')
    const registrationId = (
      old.prepare('SELECT id FROM conference_registrations LIMIT 1').get() as { id: number }
    ).id
    old
      .prepare(
        "INSERT INTO registration_changes (registration_id, account_id, at, field, before, after) VALUES (?, 1, '2025-11-02T00:00:00Z', 'surname', 'Smiht', 'Smith')",
      )
      .run(registrationId)
    old.close()
    migrate(file)
    const db = new Database(file)
    expect(
      db.prepare('SELECT account_id, field, before, after FROM registration_changes').all(),
    ).toEqual([{ account_id: 1, field: 'surname', before: 'Smiht', after: 'Smith' }])
    db.prepare(
      "INSERT INTO registration_changes (registration_id, account_id, at, field, before, after) VALUES (?, NULL, '2025-11-03T00:00:00Z', 'affiliation', 'A', 'B')",
    ).run(registrationId)
    expect(db.prepare('SELECT count(*) AS n FROM registration_changes').get()).toMatchObject({
      n: 2,
    })
    db.close()
  })

  it('0008 gives existing desk accounts no used TOTP step and keeps them; 0009 adds the letters', () => {
    const file = databaseFromBefore()
    migrate(
      file,
      loadMigrations().filter((m) => m.version <= 7),
    )
    const old = new Database(file)
    old
      .prepare(
        "INSERT INTO desk_accounts (email, role, password_hash, totp_secret, created_at) VALUES ('desk@example.test', 'secretariat', 'scrypt$x', 'SECRET', ?)",
      )
      .run('2025-11-01T00:00:00Z')
    old.close()
    migrate(file)
    const db = new Database(file)
    expect(
      db
        .prepare(
          'SELECT email, role, password_hash, totp_secret, totp_last_step FROM desk_accounts',
        )
        .all(),
    ).toEqual([
      {
        email: 'desk@example.test',
        role: 'secretariat',
        password_hash: 'scrypt$x',
        totp_secret: 'SECRET',
        totp_last_step: null,
      },
    ])
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name)
    expect(tables).toEqual(
      expect.arrayContaining([
        'desk_sign_in_failures',
        'desk_passkey_challenges',
        'visa_letter_requests',
        'visa_letters',
      ]),
    )
    db.close()
  })

  it('0010 keeps existing desk accounts (no affiliation) and their registrations; assignments work after', () => {
    const file = databaseFromBefore()
    migrate(
      file,
      loadMigrations().filter((m) => m.version <= 9),
    )
    const old = new Database(file)
    old
      .prepare(
        "INSERT INTO desk_accounts (email, role, created_at) VALUES ('reviewer@example.test', 'reviewer', ?)",
      )
      .run('2025-11-01T00:00:00Z')
    const count = (d: Database.Database) =>
      (d.prepare('SELECT count(*) AS n FROM conference_registrations').get() as { n: number }).n
    const registrations = count(old)
    old.close()
    migrate(file)
    const db = new Database(file)
    expect(db.prepare('SELECT email, role, affiliation FROM desk_accounts').all()).toEqual([
      { email: 'reviewer@example.test', role: 'reviewer', affiliation: null },
    ])
    expect(count(db)).toBe(registrations)
    expect(registrations).toBeGreaterThan(0)
    const registrationId = (
      db.prepare('SELECT id FROM conference_registrations LIMIT 1').get() as { id: number }
    ).id
    db.prepare("INSERT INTO desk_reviewer_symposia (account_id, symposium) VALUES (1, 'x')").run()
    db.prepare(
      "INSERT INTO abstract_assignments (registration_id, account_id, assigned_at) VALUES (?, 1, '2025-11-02T00:00:00Z')",
    ).run(registrationId)
    db.prepare(
      "INSERT INTO abstract_conflicts (registration_id, account_id, declared_at) VALUES (?, 1, '2025-11-02T00:00:00Z')",
    ).run(registrationId)
    // One row per pair.
    expect(() =>
      db
        .prepare(
          "INSERT INTO abstract_assignments (registration_id, account_id, assigned_at) VALUES (?, 1, '2025-11-03T00:00:00Z')",
        )
        .run(registrationId),
    ).toThrow(/UNIQUE|PRIMARY KEY/)
    db.close()
  })
  it('0011 adds the rubric, reviews and hand-backs beside the assignments, one review per pair', () => {
    const rows = (d: Database.Database, table: string) =>
      (d.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    const file = databaseFromBefore()
    migrate(
      file,
      loadMigrations().filter((m) => m.version <= 10),
    )
    const old = new Database(file)
    old
      .prepare(
        "INSERT INTO desk_accounts (email, role, created_at) VALUES ('reviewer@example.test', 'reviewer', ?)",
      )
      .run('2025-11-01T00:00:00Z')
    const registrationId = (
      old.prepare('SELECT id FROM conference_registrations LIMIT 1').get() as { id: number }
    ).id
    old
      .prepare(
        "INSERT INTO abstract_assignments (registration_id, account_id, assigned_at) VALUES (?, 1, '2025-11-02T00:00:00Z')",
      )
      .run(registrationId)
    old.close()
    migrate(file)
    const db = new Database(file)
    expect(rows(db, 'abstract_assignments')).toBe(1)
    expect(rows(db, 'review_rubric')).toBe(0)
    const review = db.prepare(
      `INSERT INTO abstract_reviews (registration_id, account_id, scores, comment_to_authors, comment_to_committee, recommendation, created_at, updated_at)
       VALUES (?, 1, '[]', 'To the authors', '', ?, '2025-11-03', '2025-11-03')`,
    )
    review.run(registrationId, 'poster')
    expect(() => review.run(registrationId, 'oral')).toThrow(/UNIQUE|PRIMARY KEY/)
    expect(() =>
      db
        .prepare(
          `INSERT INTO abstract_reviews (registration_id, account_id, scores, comment_to_authors, comment_to_committee, recommendation, created_at, updated_at)
           VALUES (?, 1, '[]', '', '', 'maybe', '2025-11-03', '2025-11-03')`,
        )
        .run(registrationId),
    ).toThrow(/CHECK/)
    expect(() =>
      db
        .prepare("INSERT INTO review_rubric (position, name, scale) VALUES (1, 'Clarity', 1)")
        .run(),
    ).toThrow(/CHECK/)
    db.prepare(
      "INSERT INTO abstract_handbacks (registration_id, account_id, reason, handed_back_at) VALUES (?, 1, '', '2025-11-04')",
    ).run(registrationId)
    expect(rows(db, 'abstract_handbacks')).toBe(1)
    db.close()
  })

  it('0012 keeps the registrations; one check-in per registration, gone with its registration', () => {
    const { db, id } = migratedAcross(12)
    const insert = db.prepare(
      "INSERT INTO check_ins (registration_id, desk, checked_in_at, recorded_at) VALUES (?, ?, '2025-12-09T08:00:00Z', '2025-12-09T08:00:01Z')",
    )
    insert.run(id, 'Door A')
    expect(() => insert.run(id, 'Door B')).toThrow(/UNIQUE|PRIMARY KEY/)
    expect(db.prepare('SELECT desk FROM check_ins').all()).toEqual([{ desk: 'Door A' }])
    db.prepare('DELETE FROM conference_registrations WHERE id = ?').run(id)
    expect((db.prepare('SELECT count(*) AS n FROM check_ins').get() as { n: number }).n).toBe(0)
    db.close()
  })
  it('0013 keeps the registrations; one decision per abstract, checked, gone with its registration', () => {
    const { db, id } = migratedAcross(13)
    const insert = db.prepare(
      "INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, ?, '2025-10-01T08:00:00Z')",
    )
    expect(() => insert.run(id, 'maybe')).toThrow(/CHECK/)
    insert.run(id, 'oral')
    expect(() => insert.run(id, 'poster')).toThrow(/UNIQUE|PRIMARY KEY/)
    expect(db.prepare('SELECT decision, sent_at FROM abstract_decisions').all()).toEqual([
      { decision: 'oral', sent_at: null },
    ])
    db.prepare('DELETE FROM conference_registrations WHERE id = ?').run(id)
    expect(
      (db.prepare('SELECT count(*) AS n FROM abstract_decisions').get() as { n: number }).n,
    ).toBe(0)
    db.close()
  })
  it('0014 keeps the registrations; one certificate per registration, its code unique, gone with its registration; letters get a view', () => {
    const { db, id } = migratedAcross(14)
    const insert = db.prepare(
      `INSERT INTO certificates (registration_id, code_hash, name, certifies, conference, conference_dates, issued_at, view)
       VALUES (?, ?, 'Sample Person', 'attendance', 'IUMRS-ICAM 2025', '9 to 12 December 2025', '2025-12-13T08:00:00Z', '{}')`,
    )
    insert.run(id, 'hash-1')
    expect(() => insert.run(id, 'hash-2')).toThrow(/UNIQUE|PRIMARY KEY/)
    expect(db.prepare('SELECT emailed_at FROM certificates').all()).toEqual([{ emailed_at: null }])
    const columns = db.prepare('PRAGMA table_info(visa_letters)').all() as { name: string }[]
    expect(columns.map((c) => c.name)).toContain('view')
    db.prepare('DELETE FROM conference_registrations WHERE id = ?').run(id)
    expect((db.prepare('SELECT count(*) AS n FROM certificates').get() as { n: number }).n).toBe(0)
    db.close()
  })
  it('0015 keeps the registrations; one built and one published book at most, the PDF in the row', () => {
    const { db, id } = migratedAcross(15)
    expect(id).toBeGreaterThan(0)
    const insert = db.prepare(
      `INSERT INTO abstract_books (kind, pdf, bytes, pages, abstracts, build_ms, built_at, registration_ids)
       VALUES (?, X'25504446', 4, 1, 1, 10, '2025-12-13T08:00:00Z', '[1]')`,
    )
    expect(() => insert.run('draft')).toThrow(/CHECK/)
    insert.run('built')
    insert.run('published')
    expect(() => insert.run('built')).toThrow(/UNIQUE|PRIMARY KEY/)
    expect(
      db
        .prepare(
          'SELECT kind FROM abstract_books WHERE EXISTS (SELECT 1 FROM json_each(registration_ids) WHERE value = 1) ORDER BY kind',
        )
        .all(),
    ).toEqual([{ kind: 'built' }, { kind: 'published' }])
    db.close()
  })
  it('0016 adds desk searches, each tied to a session and gone with it', () => {
    const { db } = migratedAcross(16)
    db.prepare(
      `INSERT INTO desk_accounts (id, email, role, created_at) VALUES (1, 'a@desk.example', 'staff', '2025-10-20T10:00:00Z')`,
    ).run()
    db.prepare(
      `INSERT INTO desk_sessions (token_hash, account_id, created_at, last_seen_at) VALUES ('h', 1, '2025-10-20T10:00:00Z', '2025-10-20T10:00:00Z')`,
    ).run()
    const insert = db.prepare(
      `INSERT INTO desk_searches (id, session_id, text, created_at) VALUES (?, ?, 'Mensah', '2025-10-20T10:00:00Z')`,
    )
    insert.run('handle-1', 'h')
    expect(() => insert.run('handle-2', 'no-such-session')).toThrow(/FOREIGN KEY/)
    db.prepare('DELETE FROM desk_sessions').run()
    expect((db.prepare('SELECT count(*) AS n FROM desk_searches').get() as { n: number }).n).toBe(0)
    db.close()
  })
  it('0017 keeps desk accounts and invitations; none is disabled or revoked', () => {
    const file = databaseFromBefore()
    migrate(
      file,
      loadMigrations().filter((m) => m.version <= 16),
    )
    const old = new Database(file)
    old
      .prepare(
        "INSERT INTO desk_accounts (email, role, password_hash, totp_secret, created_at) VALUES ('desk@example.test', 'secretariat', 'scrypt$x', 'SECRET', ?)",
      )
      .run('2025-11-01T00:00:00Z')
    old
      .prepare(
        "INSERT INTO desk_invitations (token_hash, email, role, invited_by, created_at, expires_at) VALUES ('hash', 'new@example.test', 'staff', 1, ?, ?)",
      )
      .run('2025-11-02T00:00:00Z', '2025-11-09T00:00:00Z')
    old.close()
    migrate(file)
    const db = new Database(file)
    expect(
      db.prepare('SELECT email, role, password_hash, disabled_at FROM desk_accounts').all(),
    ).toEqual([
      {
        email: 'desk@example.test',
        role: 'secretariat',
        password_hash: 'scrypt$x',
        disabled_at: null,
      },
    ])
    expect(
      db
        .prepare(
          'SELECT token_hash, email, role, invited_by, used_at, revoked_at FROM desk_invitations',
        )
        .all(),
    ).toEqual([
      {
        token_hash: 'hash',
        email: 'new@example.test',
        role: 'staff',
        invited_by: 1,
        used_at: null,
        revoked_at: null,
      },
    ])
    db.prepare("UPDATE desk_accounts SET disabled_at = '2025-11-03T00:00:00Z'").run()
    db.prepare("UPDATE desk_invitations SET revoked_at = '2025-11-03T00:00:00Z'").run()
    expect(db.prepare('SELECT disabled_at FROM desk_accounts').all()).toEqual([
      { disabled_at: '2025-11-03T00:00:00Z' },
    ])
    expect(db.prepare('SELECT revoked_at FROM desk_invitations').all()).toEqual([
      { revoked_at: '2025-11-03T00:00:00Z' },
    ])
    db.close()
  })
  it("0018 records each registration's fee from its latest card payment asked, and card receipts as paid in full", () => {
    const file = databaseFromBefore()
    migrate(
      file,
      loadMigrations().filter((m) => m.version <= 17),
    )
    const old = new Database(file)
    type Registration = { id: number; email: string }
    const registrations = old
      .prepare('SELECT id, email FROM conference_registrations ORDER BY id LIMIT 5')
      .all() as Registration[]
    const [paid, supersededLater, manualLater, manualOnly, failedThenPaid] = registrations as [
      Registration,
      Registration,
      Registration,
      Registration,
      Registration,
    ]
    // The database's own payments (one each, at AT) are replaced by these.
    old
      .prepare('DELETE FROM conference_transactions WHERE registration_id IN (?, ?, ?, ?, ?)')
      .run(...registrations.map((r) => r.id))
    const payment = old.prepare(
      `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency, state, provider, channel, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const pay = (
      reference: string,
      r: { id: number; email: string },
      minor: number,
      currency: string,
      state: string,
      provider: string | null,
      at: string,
    ) =>
      payment.run(
        reference,
        r.id,
        r.email,
        minor / 100,
        minor,
        currency,
        state,
        provider,
        provider === 'manual' ? 'cash' : 'card',
        at,
        at,
      )
    pay('CARD1', paid, 45_000, 'USD', 'success', 'paystack', '2025-11-01T00:00:00Z')
    pay('CARD2', supersededLater, 45_000, 'USD', 'success', 'paystack', '2025-11-01T00:00:00Z')
    pay('CARD3', supersededLater, 30_000, 'USD', 'superseded', 'paystack', '2025-11-02T00:00:00Z')
    pay('CARD4', manualLater, 3_000_000, 'GHS', 'success', null, '2025-11-01T00:00:00Z')
    pay('MANUAL4', manualLater, 10_000, 'USD', 'success', 'manual', '2025-11-02T00:00:00Z')
    pay('MANUAL5', manualOnly, 45_000, 'USD', 'success', 'manual', '2025-11-01T00:00:00Z')
    pay('CARD6', failedThenPaid, 50_000, 'USD', 'failed', 'paystack', '2025-11-01T00:00:00Z')
    pay('CARD7', failedThenPaid, 45_000, 'USD', 'success', 'paystack', '2025-11-02T00:00:00Z')
    const receipt = old.prepare(
      `INSERT INTO receipts (number, year, seq, reference, registration_id, issued_at, payer_name, payer_email, lines, amount_minor, currency, paid_at, method, issuer_name, issuer_address)
       VALUES (?, 2025, ?, ?, ?, '2025-11-03T00:00:00Z', 'Ama Mensah', ?, '[]', ?, ?, '2025-11-03T00:00:00Z', ?, 'AMRS', '')`,
    )
    receipt.run('AMRS-2025-0001', 1, 'CARD1', paid.id, paid.email, 45_000, 'USD', 'Paystack (card)')
    receipt.run(
      'AMRS-2025-0002',
      2,
      'CARD4',
      manualLater.id,
      manualLater.email,
      3_000_000,
      'GHS',
      'Paystack',
    )
    receipt.run(
      'AMRS-2025-0003',
      3,
      'MANUAL4',
      manualLater.id,
      manualLater.email,
      10_000,
      'USD',
      'Manual (cash)',
    )
    receipt.run(
      'AMRS-2025-0004',
      4,
      'MANUAL5',
      manualOnly.id,
      manualOnly.email,
      45_000,
      'USD',
      'Manual (bank transfer)',
    )
    const count = (d: Database.Database, table: string) =>
      (d.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
    const before = {
      registrations: count(old, 'conference_registrations'),
      transactions: count(old, 'conference_transactions'),
      receipts: count(old, 'receipts'),
    }
    old.close()
    migrate(
      file,
      loadMigrations().filter((m) => m.version <= 18),
    )
    const db = new Database(file)
    expect({
      registrations: count(db, 'conference_registrations'),
      transactions: count(db, 'conference_transactions'),
      receipts: count(db, 'receipts'),
    }).toEqual(before)
    expect(before).toEqual({
      registrations: ROWS.registrations,
      transactions: ROWS.transactions + 3,
      receipts: 4,
    })
    const fee = db.prepare(
      'SELECT fee_minor, fee_currency FROM conference_registrations WHERE id = ?',
    )
    expect(fee.all(paid.id)).toEqual([{ fee_minor: 45_000, fee_currency: 'USD' }])
    expect(fee.all(supersededLater.id)).toEqual([{ fee_minor: 45_000, fee_currency: 'USD' }])
    expect(fee.all(manualLater.id)).toEqual([{ fee_minor: 3_000_000, fee_currency: 'GHS' }])
    expect(fee.all(manualOnly.id)).toEqual([{ fee_minor: null, fee_currency: null }])
    expect(fee.all(failedThenPaid.id)).toEqual([{ fee_minor: 45_000, fee_currency: 'USD' }])
    // The database's own payments (no provider: card payments from before providers were named).
    const sixth = db
      .prepare(
        'SELECT fee_minor, fee_currency FROM conference_registrations ORDER BY id LIMIT 1 OFFSET 5',
      )
      .all()
    expect(sixth).toEqual([{ fee_minor: 45_600, fee_currency: 'USD' }])
    expect(
      db.prepare('SELECT number, remaining_minor FROM receipts ORDER BY number').all(),
    ).toEqual([
      { number: 'AMRS-2025-0001', remaining_minor: 0 },
      { number: 'AMRS-2025-0002', remaining_minor: 0 },
      { number: 'AMRS-2025-0003', remaining_minor: null },
      { number: 'AMRS-2025-0004', remaining_minor: null },
    ])
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'credit_notes'",
        )
        .all(),
    ).toContainEqual({ name: 'credit_notes_reference' })
    db.close()
  })
  it('0019 gives a registration paid only by hand the fee it was paid, so it stays paid; others keep theirs', () => {
    const file = databaseFromBefore()
    migrate(
      file,
      loadMigrations().filter((m) => m.version <= 18),
    )
    const old = new Database(file)
    type Registration = { id: number; email: string }
    const [cash, twice, card, recorded] = old
      .prepare('SELECT id, email FROM conference_registrations ORDER BY id LIMIT 4')
      .all() as [Registration, Registration, Registration, Registration]
    old
      .prepare('DELETE FROM conference_transactions WHERE registration_id IN (?, ?, ?, ?)')
      .run(cash.id, twice.id, card.id, recorded.id)
    // As 0018 left registrations with no card payment: no fee recorded.
    old
      .prepare(
        'UPDATE conference_registrations SET fee_minor = NULL, fee_currency = NULL WHERE id IN (?, ?, ?, ?)',
      )
      .run(cash.id, twice.id, card.id, recorded.id)
    const pay = old.prepare(
      `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency, state, provider, created_at, updated_at)
       VALUES (?, ?, ?, 0, ?, ?, 'success', ?, ?, ?)`,
    )
    pay.run('M1', cash.id, cash.email, 45_000, 'USD', 'manual', '2025-11-01', '2025-11-01')
    pay.run('M2', twice.id, twice.email, 20_000, 'GHS', 'manual', '2025-11-01', '2025-11-01')
    pay.run('M3', twice.id, twice.email, 25_000, 'GHS', 'manual', '2025-11-02', '2025-11-02')
    pay.run('C4', card.id, card.email, 45_000, 'USD', 'paystack', '2025-11-01', '2025-11-01')
    pay.run('M5', recorded.id, recorded.email, 1_000, 'USD', 'manual', '2025-11-01', '2025-11-01')
    old
      .prepare(
        `UPDATE conference_registrations SET fee_minor = 45000, fee_currency = 'USD' WHERE id = ?`,
      )
      .run(recorded.id)
    const count = (d: Database.Database) =>
      (d.prepare('SELECT count(*) AS n FROM conference_registrations').get() as { n: number }).n
    const before = count(old)
    old.close()
    migrate(file)
    const db = new Database(file)
    expect(count(db)).toBe(before)
    const fee = db.prepare(
      'SELECT fee_minor, fee_currency FROM conference_registrations WHERE id = ?',
    )
    expect(fee.all(cash.id)).toEqual([{ fee_minor: 45_000, fee_currency: 'USD' }])
    expect(fee.all(twice.id)).toEqual([{ fee_minor: 45_000, fee_currency: 'GHS' }])
    // A card payment that asks the fee (the balance reads its ask), and a fee recorded already:
    // left as they were.
    expect(fee.all(card.id)).toEqual([{ fee_minor: null, fee_currency: null }])
    expect(fee.all(recorded.id)).toEqual([{ fee_minor: 45_000, fee_currency: 'USD' }])
    db.close()
  })
})
