-- Desk searches (docs/decisions/0093-desk-searches-not-in-urls.md): the text a
-- desk user typed into a list's search (a name, an e-mail address, a payment reference) is kept
-- here, never in a URL; the list's URL carries only `find=<id>`, a random handle that means
-- something only to the session that made it. Deleted when that session ends (sign-out, sign-out
-- everywhere), and once it has expired (at the next search or sign-in, and by the daily purge).
CREATE TABLE desk_searches (
  id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES desk_sessions(token_hash) ON DELETE CASCADE,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX desk_searches_session ON desk_searches(session_id, text);
