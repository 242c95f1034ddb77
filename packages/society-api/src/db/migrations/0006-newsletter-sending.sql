-- The newsletter that is sent (docs/decisions/0062-newsletter-double-opt-in-and-sending.md).
-- confirm_nonce: the current confirm link's single-use value (NULL once used or never sent);
-- confirm_sent_at: when the last confirm message was asked for (one per address per 15 minutes);
-- unsubscribe_key: what a subscriber's unsubscribe links name (never the address), set on confirm.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirm_nonce TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN confirm_sent_at TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribe_key TEXT;
CREATE UNIQUE INDEX newsletter_confirm_nonce ON newsletter_subscriptions(confirm_nonce);
CREATE UNIQUE INDEX newsletter_unsubscribe_key ON newsletter_subscriptions(unsubscribe_key);

-- Every news post the newsletter has seen, by the post's id: sent once, however often it is
-- edited. outcome: 'sent' (to `recipients` subscribers), 'before-first-run' (published before
-- the newsletter first looked: never sent), 'not-sent' (the post's "Don't send to subscribers"),
-- 'first-run' (the row ':first-run' that records the first look happened, even with no posts).
-- run_id: the pass that wrote the row; its messages are enqueued only if that pass's row stands.
CREATE TABLE newsletter_posts (
  post_id TEXT PRIMARY KEY,
  outcome TEXT NOT NULL,
  run_id TEXT NOT NULL,
  recipients INTEGER NOT NULL DEFAULT 0,
  seen_at TEXT NOT NULL
);
