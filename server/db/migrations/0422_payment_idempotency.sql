-- A payment sent with an Idempotency-Key is recorded once per account and key: the answer is kept in
-- idempotency_keys, and this index makes a second entry with the same key impossible even if that
-- answer has expired.
ALTER TABLE reservation_payments ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX reservation_payments_idempotency_idx
  ON reservation_payments (owner_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
