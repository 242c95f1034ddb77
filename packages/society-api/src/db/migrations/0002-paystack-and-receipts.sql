-- Payments through the provider's protocol (Paystack), the events it sent, and receipts.
-- `amount` stays in major units (as the site shows it); `amount_minor` is what the provider is
-- asked to charge, in the currency's minor unit, and what its record must equal.
ALTER TABLE conference_transactions ADD COLUMN amount_minor INTEGER;
UPDATE conference_transactions SET amount_minor = CAST(round(amount * 100) AS INTEGER);
-- The fee lines and the receipt's issuer (the society's name and address from the CMS), as they
-- were when the payment was opened: a receipt never changes after it is issued.
ALTER TABLE conference_transactions ADD COLUMN lines TEXT;
ALTER TABLE conference_transactions ADD COLUMN issuer TEXT;
-- The provider's side: its checkout page, its last status and its own record of the money.
ALTER TABLE conference_transactions ADD COLUMN provider TEXT;
ALTER TABLE conference_transactions ADD COLUMN checkout_url TEXT;
ALTER TABLE conference_transactions ADD COLUMN provider_status TEXT;
ALTER TABLE conference_transactions ADD COLUMN provider_id TEXT;
ALTER TABLE conference_transactions ADD COLUMN paid_amount_minor INTEGER;
ALTER TABLE conference_transactions ADD COLUMN paid_currency TEXT;
ALTER TABLE conference_transactions ADD COLUMN paid_at TEXT;
ALTER TABLE conference_transactions ADD COLUMN channel TEXT;
-- Why a success the provider reported is not a payment of the registration (state 'mismatch').
ALTER TABLE conference_transactions ADD COLUMN mismatch TEXT;
ALTER TABLE conference_transactions ADD COLUMN checked_at TEXT;
CREATE INDEX conference_transactions_state ON conference_transactions(state, created_at);

-- Every webhook event handled, by the provider's own identity of it: the same event twice is
-- handled once. `unit` names the write that recorded it (a replay's statements find another).
CREATE TABLE payment_events (
  provider TEXT NOT NULL,
  event_key TEXT NOT NULL,
  event TEXT NOT NULL,
  reference TEXT,
  unit TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider, event_key)
);

-- Receipts: numbered per year without gaps (AMRS-2025-0001), allocated in the same write that
-- records the payment as paid; what they say is kept as it was issued.
CREATE TABLE receipts (
  number TEXT PRIMARY KEY,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  reference TEXT NOT NULL UNIQUE REFERENCES conference_transactions(reference),
  registration_id INTEGER REFERENCES conference_registrations(id) ON DELETE SET NULL,
  issued_at TEXT NOT NULL,
  payer_name TEXT NOT NULL,
  payer_email TEXT NOT NULL,
  lines TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  paid_at TEXT,
  method TEXT NOT NULL,
  issuer_name TEXT NOT NULL,
  issuer_address TEXT NOT NULL,
  UNIQUE (year, seq)
);
