-- The secretariat's desk (docs/decisions/0061-desk-accounts-sessions-roles.md): its accounts,
-- invitations, passkeys, sessions and the append-only audit log.
CREATE TABLE desk_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('secretariat', 'staff', 'reviewer')),
  -- A password (scrypt, self-describing) and its TOTP secret, set together; or neither (passkeys).
  password_hash TEXT,
  totp_secret TEXT,
  created_at TEXT NOT NULL
);

-- An invitation is a link whose token is stored only as its SHA-256; used once, before it expires.
CREATE TABLE desk_invitations (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  role TEXT NOT NULL CHECK (role IN ('secretariat', 'staff', 'reviewer')),
  invited_by INTEGER REFERENCES desk_accounts(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE desk_passkeys (
  credential_id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES desk_accounts(id) ON DELETE CASCADE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX desk_passkeys_account ON desk_passkeys(account_id);

-- Sessions: the cookie's token only as its SHA-256; ended_at set by sign-out (one or all).
CREATE TABLE desk_sessions (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES desk_accounts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX desk_sessions_account ON desk_sessions(account_id);

-- Who did what, when and from where: identifiers only (account ids, registration ids, receipt
-- numbers), never a name or an e-mail address. Append-only: the triggers refuse any change.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  account_id INTEGER,
  action TEXT NOT NULL,
  target TEXT,
  address TEXT
);
CREATE INDEX audit_log_action ON audit_log(action, at);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

-- Corrections of a registration's details: before and after, who and when (erased with the person).
CREATE TABLE registration_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES desk_accounts(id),
  at TEXT NOT NULL,
  field TEXT NOT NULL,
  before TEXT,
  after TEXT
);
CREATE INDEX registration_changes_registration ON registration_changes(registration_id, at);

-- Payments the desk records by hand (provider 'manual', channel 'bank_transfer' or 'cash'):
-- the note, the proof file and who recorded it.
ALTER TABLE conference_transactions ADD COLUMN note TEXT;
ALTER TABLE conference_transactions ADD COLUMN proof_key TEXT;
ALTER TABLE conference_transactions ADD COLUMN recorded_by INTEGER;

-- Credit notes for refunds: numbered per year in their own series (AMRS-CN-2025-0001), in the
-- refund's own write; what they say is kept as issued. The payment and its receipt stay.
CREATE TABLE credit_notes (
  number TEXT PRIMARY KEY,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  reference TEXT NOT NULL REFERENCES conference_transactions(reference),
  receipt_number TEXT,
  registration_id INTEGER REFERENCES conference_registrations(id) ON DELETE SET NULL,
  issued_at TEXT NOT NULL,
  payer_name TEXT NOT NULL,
  payer_email TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  reason TEXT NOT NULL,
  issuer_name TEXT NOT NULL,
  issuer_address TEXT NOT NULL,
  recorded_by INTEGER,
  UNIQUE (year, seq)
);
