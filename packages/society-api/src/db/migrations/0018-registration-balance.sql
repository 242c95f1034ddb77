-- A registration's balance (docs/decisions/0095-balance.md): the fee it owes, recorded on the
-- registration in the fee's minor unit and currency whenever a payment is opened or recorded
-- (the fee table lives in the CMS; the lists read the balance in SQL, so the fee is kept here).
ALTER TABLE conference_registrations ADD COLUMN fee_minor INTEGER;
ALTER TABLE conference_registrations ADD COLUMN fee_currency TEXT;
-- Registrations from before: the fee their latest card payment asked the provider for.
UPDATE conference_registrations SET
  fee_minor = (SELECT t.amount_minor FROM conference_transactions t
               WHERE t.email = conference_registrations.email AND coalesce(t.provider, '') != 'manual'
                 AND t.state != 'superseded' AND t.amount_minor IS NOT NULL
               ORDER BY t.created_at DESC LIMIT 1),
  fee_currency = (SELECT t.currency FROM conference_transactions t
                  WHERE t.email = conference_registrations.email AND coalesce(t.provider, '') != 'manual'
                    AND t.state != 'superseded' AND t.amount_minor IS NOT NULL
                  ORDER BY t.created_at DESC LIMIT 1);
-- What remained owed once a receipt's payment was counted (0: paid in full), as issued: a
-- receipt says "paid in full" only then. Card receipts from before were for the whole fee.
ALTER TABLE receipts ADD COLUMN remaining_minor INTEGER;
UPDATE receipts SET remaining_minor = 0 WHERE method LIKE 'Paystack%';
-- A registration's refunds are read by their payment's reference.
CREATE INDEX credit_notes_reference ON credit_notes(reference);
