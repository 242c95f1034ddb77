-- The book of abstracts (docs/decisions/0087, 0088): the last build, and the published copy the public URL
-- serves (publishing copies the build; rebuilding leaves the published one as it was). The PDF
-- is kept here, not in a file, so erasing a person whose abstract it holds deletes it in the
-- erasure's own unit (registration_ids: the JSON list of the registrations it holds).
CREATE TABLE abstract_books (
  kind TEXT PRIMARY KEY CHECK (kind IN ('built', 'published')),
  pdf BLOB NOT NULL,
  bytes INTEGER NOT NULL,
  pages INTEGER NOT NULL,
  abstracts INTEGER NOT NULL,
  build_ms INTEGER NOT NULL,
  built_at TEXT NOT NULL,
  built_by INTEGER REFERENCES desk_accounts(id) ON DELETE SET NULL,
  published_at TEXT,
  registration_ids TEXT NOT NULL
);
