-- Reviewers and who reviews which abstract (docs/decisions/0074-assignment-tables.md).
-- A reviewer's affiliation (for the affiliation conflict; NULL for accounts that do not review).
ALTER TABLE desk_accounts ADD COLUMN affiliation TEXT;

-- The symposia a reviewer covers (values of the contract's symposium list), set by the secretariat.
CREATE TABLE desk_reviewer_symposia (
  account_id INTEGER NOT NULL REFERENCES desk_accounts(id) ON DELETE CASCADE,
  symposium TEXT NOT NULL,
  PRIMARY KEY (account_id, symposium)
);

-- Who reviews which abstract (a registration with a file): by hand or saved from an automatic run.
CREATE TABLE abstract_assignments (
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES desk_accounts(id) ON DELETE CASCADE,
  assigned_by INTEGER REFERENCES desk_accounts(id) ON DELETE SET NULL,
  assigned_at TEXT NOT NULL,
  PRIMARY KEY (registration_id, account_id)
);
CREATE INDEX abstract_assignments_account ON abstract_assignments(account_id);

-- Conflicts of interest a reviewer declared (recorded by the secretariat, later by the reviewer):
-- the automatic assignment and assigning by hand both refuse the pair.
CREATE TABLE abstract_conflicts (
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES desk_accounts(id) ON DELETE CASCADE,
  declared_at TEXT NOT NULL,
  PRIMARY KEY (registration_id, account_id)
);
CREATE INDEX abstract_conflicts_account ON abstract_conflicts(account_id);
