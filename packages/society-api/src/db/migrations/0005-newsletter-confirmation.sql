-- Double opt-in for the newsletter (docs/decisions/0062): an address is stored unconfirmed until its confirm
-- link is followed, and kept (not deleted) when it leaves so the desk can show its state.
-- confirmed_at NULL: never confirmed (never mailed; purged after 30 days);
-- unsubscribed_at set: left (never mailed again). Addresses stored before double opt-in count as
-- unconfirmed: nobody ever confirmed them.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribed_at TEXT;
