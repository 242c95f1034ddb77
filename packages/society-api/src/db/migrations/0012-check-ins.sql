-- Check-in at the door (docs/decisions/0081-check-in-offline.md): one row per
-- registration, the first check-in to reach the service (a later one, from any desk, is told
-- who, where and when). Deleted with the registration.
CREATE TABLE check_ins (
  registration_id INTEGER PRIMARY KEY REFERENCES conference_registrations(id) ON DELETE CASCADE,
  -- The desk's name as its staff typed it ("Door A").
  desk TEXT NOT NULL,
  account_id INTEGER REFERENCES desk_accounts(id) ON DELETE SET NULL,
  -- When the desk checked the person in (its own clock: it may have been offline) and when the
  -- service recorded it.
  checked_in_at TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);
