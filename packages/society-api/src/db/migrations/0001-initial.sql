-- The society API's tables as they were before versioned migrations (every store created its own
-- with CREATE TABLE IF NOT EXISTS): a database from then has them already and is taken as it is.
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
