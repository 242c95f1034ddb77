-- Registrations the desk recorded as paid by hand before the balance (docs/decisions/0095) had no
-- fee recorded and no card payment that asked for one, so 0018 left their fee unknown and the
-- balance rule read them as part-paid. The desk's record then meant "paid": their fee owed is
-- what was recorded by hand, in its currency (the earliest manual payment's), so they stay paid.
UPDATE conference_registrations SET
  fee_currency = (SELECT t.currency FROM conference_transactions t
                  WHERE t.email = conference_registrations.email AND t.provider = 'manual' AND t.state = 'success'
                  ORDER BY t.created_at LIMIT 1),
  fee_minor = (SELECT sum(t.amount_minor) FROM conference_transactions t
               WHERE t.email = conference_registrations.email AND t.provider = 'manual' AND t.state = 'success'
                 AND t.currency = (SELECT m.currency FROM conference_transactions m
                                   WHERE m.email = conference_registrations.email AND m.provider = 'manual'
                                     AND m.state = 'success' ORDER BY m.created_at LIMIT 1))
WHERE fee_minor IS NULL
  AND EXISTS (SELECT 1 FROM conference_transactions t
              WHERE t.email = conference_registrations.email AND t.provider = 'manual' AND t.state = 'success')
  AND NOT EXISTS (SELECT 1 FROM conference_transactions t
                  WHERE t.email = conference_registrations.email AND coalesce(t.provider, '') != 'manual'
                    AND t.state != 'superseded' AND t.amount_minor IS NOT NULL);
