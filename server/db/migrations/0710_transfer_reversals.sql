-- A reversal is a new transfer that names the transfer it cancels. Each of its two rows (the user's
-- SEND, the business's RECEIVE) carries the original's transfer id; the unique index lets a transfer
-- be reversed once, whatever the concurrency.
ALTER TABLE transactions ADD COLUMN reverses_transfer_id varchar(24);
CREATE UNIQUE INDEX transactions_reversal_once_idx
  ON transactions (user_id, reverses_transfer_id)
  WHERE reverses_transfer_id IS NOT NULL;
-- A statement reads one holder's completed movements from a day on.
CREATE INDEX IF NOT EXISTS transactions_statement_idx ON transactions (user_id, created_at, id);
