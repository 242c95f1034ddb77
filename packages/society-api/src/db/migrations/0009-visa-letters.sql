-- Visa invitation letters (docs/decisions/0072-passport-key.md, 0073-verify-page.md).
-- A request holds what the delegate typed; the passport number only sealed (AES-256-GCM), and it
-- and the date of birth are removed 30 days after the event by the purge (passport_purged_at).
CREATE TABLE visa_letter_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  passport_name TEXT NOT NULL,
  nationality TEXT NOT NULL,
  passport_number_sealed TEXT,
  birth_date TEXT,
  embassy TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'issued', 'refused')),
  requested_at TEXT NOT NULL,
  decided_at TEXT,
  decided_by INTEGER REFERENCES desk_accounts(id),
  passport_purged_at TEXT
);
CREATE INDEX visa_letter_requests_registration ON visa_letter_requests(registration_id);
CREATE INDEX visa_letter_requests_state ON visa_letter_requests(state, requested_at);

-- Every letter issued: what it says (as the /verify page repeats it), the SHA-256 of its
-- verification code (never the code), and the PDF as issued (it holds no passport number).
CREATE TABLE visa_letters (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  request_id INTEGER NOT NULL UNIQUE REFERENCES visa_letter_requests(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL UNIQUE,
  passport_name TEXT NOT NULL,
  nationality TEXT NOT NULL,
  conference_dates TEXT NOT NULL,
  status TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  pdf BLOB NOT NULL
);
