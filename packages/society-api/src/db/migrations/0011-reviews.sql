-- Reviews by reviewers (docs/decisions/0079-blind-review-files.md, 0080-rubric-and-reviews.md).
-- The rubric the secretariat sets: one row per criterion, in order. No rows: the defaults in code
-- (review/rubric.ts) apply.
CREATE TABLE review_rubric (
  position INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  scale INTEGER NOT NULL CHECK (scale BETWEEN 2 AND 10)
);

-- One review per assigned reviewer and abstract. `scores` is the JSON list
-- [{ "criterion": name, "scale": n, "score": k }] as scored, so a later change of the rubric
-- never changes what a saved review says.
CREATE TABLE abstract_reviews (
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES desk_accounts(id) ON DELETE CASCADE,
  scores TEXT NOT NULL,
  comment_to_authors TEXT NOT NULL,
  comment_to_committee TEXT NOT NULL,
  recommendation TEXT NOT NULL CHECK (recommendation IN ('oral', 'poster', 'reject')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (registration_id, account_id)
);
CREATE INDEX abstract_reviews_account ON abstract_reviews(account_id);

-- Abstracts a reviewer handed back (the assignment is removed), with the reason they gave: the
-- secretariat's assignment page shows the abstract as needing a reviewer again until someone is
-- assigned to it after this.
CREATE TABLE abstract_handbacks (
  registration_id INTEGER NOT NULL REFERENCES conference_registrations(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES desk_accounts(id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  handed_back_at TEXT NOT NULL,
  PRIMARY KEY (registration_id, account_id)
);
