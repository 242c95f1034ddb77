-- Sign-in state survives a restart (docs/decisions/0069-sign-in-state-in-the-database.md):
-- failed sign-ins per key (a SHA-256 of `account:<e-mail>` or `address:<ip>`, never the text),
-- passkey challenges until answered or expired, and each account's last accepted TOTP step so a
-- code opens one session only.
CREATE TABLE desk_sign_in_failures (
  key_hash TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);
CREATE INDEX desk_sign_in_failures_reset ON desk_sign_in_failures(reset_at);

CREATE TABLE desk_passkey_challenges (
  challenge TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

ALTER TABLE desk_accounts ADD COLUMN totp_last_step INTEGER;
