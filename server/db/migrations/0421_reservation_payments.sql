-- Reservation payments: one row per recorded payment event. A refund is a new row; a row is never
-- edited (UPDATE refused by a trigger). Deleting a reservation removes its rows; the journal keeps them.
CREATE TABLE reservation_payments (
  id varchar(24) PRIMARY KEY,
  reservation_id varchar(24) NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  owner_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'refunded')),
  method text NOT NULL CHECK (method IN ('wallet', 'cash', 'card', 'bank_transfer')),
  amount numeric(14, 3) NOT NULL CHECK (amount >= 0),
  paid_at timestamptz NOT NULL DEFAULT now(),
  recorded_by varchar(24),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  seq bigserial NOT NULL UNIQUE
);
CREATE INDEX reservation_payments_owner_idx ON reservation_payments(owner_id, paid_at DESC);
CREATE INDEX reservation_payments_reservation_idx ON reservation_payments(reservation_id, seq);

CREATE FUNCTION reservation_payments_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A recorded payment is never edited: record a new entry' USING ERRCODE = '42501';
END
$$;

CREATE TRIGGER reservation_payments_no_update
  BEFORE UPDATE ON reservation_payments
  FOR EACH ROW EXECUTE FUNCTION reservation_payments_refuse_update();

-- Existing reservations: their current payment becomes their first entry.
INSERT INTO reservation_payments (id, reservation_id, owner_id, status, method, amount, paid_at, created_at)
SELECT substr(md5('payment' || r.id), 1, 24), r.id, r.owner_id, r.payment_status, r.payment_method,
       r.total_amount, r.created_at, r.created_at
FROM reservations r
WHERE r.payment_status IN ('pending', 'paid', 'refunded')
  AND r.payment_method IN ('wallet', 'cash', 'card', 'bank_transfer')
ORDER BY r.created_at;
