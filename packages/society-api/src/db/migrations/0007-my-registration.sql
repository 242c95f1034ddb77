-- My registration (docs/decisions/0064-my-registration.md): a delegate signs in with a link sent
-- by e-mail. Links and sessions keep only the token's SHA-256; a link works once, before it expires.
CREATE TABLE delegate_sign_in_links (
  token_hash TEXT PRIMARY KEY,
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX delegate_sign_in_links_registration ON delegate_sign_in_links(registration_id);

CREATE TABLE delegate_sessions (
  token_hash TEXT PRIMARY KEY,
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX delegate_sessions_registration ON delegate_sessions(registration_id);

-- A correction is the desk's (account_id) or the delegate's own (account_id NULL): the history
-- table is rebuilt with account_id nullable, its rows kept.
CREATE TABLE registration_changes_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  account_id INTEGER REFERENCES desk_accounts(id),
  at TEXT NOT NULL,
  field TEXT NOT NULL,
  before TEXT,
  after TEXT
);
INSERT INTO registration_changes_new (id, registration_id, account_id, at, field, before, after)
  SELECT id, registration_id, account_id, at, field, before, after FROM registration_changes;
DROP TABLE registration_changes;
ALTER TABLE registration_changes_new RENAME TO registration_changes;
CREATE INDEX registration_changes_registration ON registration_changes(registration_id, at);
