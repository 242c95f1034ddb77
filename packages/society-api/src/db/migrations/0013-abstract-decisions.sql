-- The secretariat's decision on each abstract (docs/decisions/0083), what was sent to its author,
-- and the talk draft it became (docs/decisions/0086). One row per decided abstract; no row: no decision yet.
CREATE TABLE abstract_decisions (
  registration_id INTEGER PRIMARY KEY REFERENCES conference_registrations(id) ON DELETE CASCADE,
  decision TEXT NOT NULL CHECK (decision IN ('oral', 'poster', 'reject')),
  decided_by INTEGER REFERENCES desk_accounts(id) ON DELETE SET NULL,
  decided_at TEXT NOT NULL,
  -- When the decision's message was put in the outbox (NULL: decided, not yet sent). Changing a
  -- decision after it was sent sets this back to NULL, so the next batch tells the author again.
  sent_at TEXT,
  -- The CMS talk document made from an accepted abstract (NULL: none yet).
  talk_document_id TEXT
);
CREATE INDEX abstract_decisions_unsent ON abstract_decisions(sent_at) WHERE sent_at IS NULL;
