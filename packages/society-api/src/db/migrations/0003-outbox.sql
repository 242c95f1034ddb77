-- The outbox (docs/decisions/0058-durable-outbox.md): every message is a row written in the same
-- write unit as the change that causes it, then sent by the worker. `id` is the Message-ID's
-- local part: a send is recorded by it, and a message sent twice (the one window left) carries
-- the same Message-ID both times. `kind` + `data` are rendered at send time (the wording from the
-- CMS); `recipient` is the one address the person gave.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  data TEXT NOT NULL,
  -- pending: to send (when next_attempt_at has come); sending: claimed until lease_until;
  -- sent; failed: gave up after the last attempt; bounced: refused for good (5xx);
  -- suppressed: not sent, the address had bounced before.
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  last_error TEXT,
  smtp_response TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX outbox_due ON outbox(state, next_attempt_at);

-- Addresses that bounced permanently (at SMTP time, or reported later by the provider): never
-- mailed again. Erasing a person removes their row here too.
CREATE TABLE mail_suppressions (
  address TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL
);
