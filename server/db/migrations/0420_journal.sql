-- The journal: who changed what, when, from which value to which (balances and statuses).
-- Append-only at the database level: a trigger refuses every UPDATE and DELETE of a row, whoever
-- sends it (the API, a maintenance script or psql). Emptying the whole table (TRUNCATE, the
-- demo reset) stays possible for the table's owner only.
CREATE TABLE journal (
  seq bigserial PRIMARY KEY,
  id varchar(24) NOT NULL UNIQUE,
  -- The back-office account whose records these are: an account sees only its own entries.
  account_id varchar(24) NOT NULL,
  actor_id varchar(24),
  actor text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX journal_account_idx ON journal(account_id, seq DESC);
CREATE INDEX journal_entity_idx ON journal(entity, entity_id, seq);

CREATE FUNCTION journal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The journal is append-only: % is refused', TG_OP USING ERRCODE = '42501';
END
$$;

CREATE TRIGGER journal_append_only
  BEFORE UPDATE OR DELETE ON journal
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
