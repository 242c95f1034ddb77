-- Certificates of attendance (docs/decisions/0089-certificates.md): one per
-- checked-in registration, made the first time it is asked for (My registration) or released
-- (the desk). What it says is kept as issued (`view`, JSON: the worded text, the code, the
-- verify address), so its PDF and its HTML alternative are the same document every time;
-- `code_hash` (SHA-256 of the code) is what /verify looks it up by. Deleted with the
-- registration and by the desk's erasure.
CREATE TABLE certificates (
  registration_id INTEGER PRIMARY KEY REFERENCES conference_registrations(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL UNIQUE,
  -- What /verify repeats: the name as printed, what it certifies, the conference and its dates.
  name TEXT NOT NULL,
  certifies TEXT NOT NULL,
  conference TEXT NOT NULL,
  conference_dates TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  view TEXT NOT NULL,
  -- When its "your certificate is ready" message went into the outbox (NULL: not yet).
  emailed_at TEXT
);

-- Each time the secretariat released the certificates (the e-mails go once per delegate).
CREATE TABLE certificate_releases (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  released_at TEXT NOT NULL,
  released_by INTEGER REFERENCES desk_accounts(id) ON DELETE SET NULL,
  emailed INTEGER NOT NULL
);

-- A visa letter as issued, for its HTML alternative (the same text as its PDF); NULL for a
-- letter issued before this column, and once its person is erased.
ALTER TABLE visa_letters ADD COLUMN view TEXT;
