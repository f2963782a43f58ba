-- Paged lists at scale (extension 'pagedLists', 100,000 managed users and 1,000,000 transactions
-- for one business): searches served by trigram indexes, every sort by an index in its exact
-- order, and the lists' totals kept by triggers instead of counted on every page.

-- Text search: ILIKE '%…%' over trigram (GIN) indexes. The index only narrows the rows; the
-- database still checks each one with ILIKE, so the answers are those of a full scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX transactions_sender_trgm_idx ON transactions USING gin (sender_name gin_trgm_ops);
CREATE INDEX transactions_receiver_trgm_idx ON transactions USING gin (receiver_name gin_trgm_ops);
CREATE INDEX transactions_description_trgm_idx ON transactions USING gin (description gin_trgm_ops);
-- The users table's `fullName` of server/routes/businessLists.ts, exactly: change both together.
CREATE INDEX users_full_name_trgm_idx ON users USING gin (
  (coalesce(nullif(trim(first_name || ' ' || last_name), ''), phone_number, '')) gin_trgm_ops
);
CREATE INDEX users_phone_trgm_idx ON users USING gin (phone_number gin_trgm_ops);

-- Missing values come first in ascending order and last in descending order (the app's order):
-- an index ASC NULLS FIRST serves both directions, the default (NULLS LAST) neither.
DROP INDEX IF EXISTS users_last_payment_idx;
CREATE INDEX users_last_payment_idx ON users (last_payment ASC NULLS FIRST);
CREATE INDEX users_phone_sort_idx ON users (phone_number ASC NULLS FIRST);
-- A descending sort keeps the default order (newest first) among equal values: the indexes of 0600
-- read backwards would give the oldest first, and the business's own name (the sender of every
-- payment it makes) or a type or status is shared by hundreds of thousands of rows.
CREATE INDEX transactions_user_type_desc_idx ON transactions(user_id, type DESC, created_at DESC, id DESC);
CREATE INDEX transactions_user_sender_desc_idx ON transactions(user_id, sender_name DESC, created_at DESC, id DESC);
CREATE INDEX transactions_user_status_kind_desc_idx ON transactions(
  user_id,
  (CASE WHEN status IN ('COMPLETED', 'PENDING') THEN status ELSE 'FAILED' END) DESC,
  created_at DESC,
  id DESC
);

-- Kept totals. A list without a filter (or, for transactions, filtered by type and status only)
-- reads its total here instead of counting up to a million rows. Statement-level triggers add
-- one row per owner (and kind) per statement, whatever the number of rows it wrote.
CREATE TABLE managed_user_counts (
  business_id varchar(24) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  total bigint NOT NULL
);
CREATE TABLE transaction_counts (
  user_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  -- What the screen shows as the status (SPEC §3): COMPLETED, PENDING, or FAILED for anything else.
  status_kind text NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (user_id, type, status_kind)
);
-- The same, per distinct (sender, receiver, description): a text search's total is the sum over the
-- owner's distinct texts that match, exact, instead of reading every matching transaction. A
-- business's transactions repeat a few texts (its own name, its customers', the usual descriptions).
CREATE TABLE transaction_text_counts (
  user_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  status_kind text NOT NULL,
  sender_name text NOT NULL,
  receiver_name text NOT NULL,
  description text NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (user_id, type, status_kind, sender_name, receiver_name, description)
);

CREATE FUNCTION transaction_status_kind(status text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN status IN ('COMPLETED', 'PENDING') THEN status ELSE 'FAILED' END $$;

-- Decrements first (an owner deleted with its rows has no count row left to update: nothing to do),
-- then increments, each in key order so that concurrent statements lock count rows in one order.
CREATE FUNCTION managed_user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE managed_user_counts c SET total = c.total - d.n
    FROM (SELECT business_id, count(*) AS n FROM old_rows GROUP BY business_id ORDER BY business_id) d
    WHERE c.business_id = d.business_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO managed_user_counts AS c (business_id, total)
    SELECT business_id, count(*) FROM new_rows GROUP BY business_id ORDER BY business_id
    ON CONFLICT (business_id) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION transaction_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE transaction_counts c SET total = c.total - d.n
    FROM (
      SELECT user_id, type, transaction_status_kind(status) AS status_kind, count(*) AS n
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ) d
    WHERE c.user_id = d.user_id AND c.type = d.type AND c.status_kind = d.status_kind;
    UPDATE transaction_text_counts c SET total = c.total - d.n
    FROM (
      SELECT user_id, type, transaction_status_kind(status) AS status_kind, sender_name, receiver_name,
             description, count(*) AS n
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ) d
    WHERE c.user_id = d.user_id AND c.type = d.type AND c.status_kind = d.status_kind
      AND c.sender_name = d.sender_name AND c.receiver_name = d.receiver_name
      AND c.description = d.description;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO transaction_counts AS c (user_id, type, status_kind, total)
    SELECT user_id, type, transaction_status_kind(status), count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (user_id, type, status_kind) DO UPDATE SET total = c.total + excluded.total;
    INSERT INTO transaction_text_counts AS c
      (user_id, type, status_kind, sender_name, receiver_name, description, total)
    SELECT user_id, type, transaction_status_kind(status), sender_name, receiver_name, description, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (user_id, type, status_kind, sender_name, receiver_name, description)
    DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION list_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'managed_users' THEN
    DELETE FROM managed_user_counts;
  ELSE
    DELETE FROM transaction_counts;
    DELETE FROM transaction_text_counts;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER managed_user_counts_insert AFTER INSERT ON managed_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION managed_user_counts_apply();
CREATE TRIGGER managed_user_counts_update AFTER UPDATE ON managed_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION managed_user_counts_apply();
CREATE TRIGGER managed_user_counts_delete AFTER DELETE ON managed_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION managed_user_counts_apply();
CREATE TRIGGER managed_user_counts_truncate AFTER TRUNCATE ON managed_users
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_truncate();

CREATE TRIGGER transaction_counts_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply();
CREATE TRIGGER transaction_counts_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply();
CREATE TRIGGER transaction_counts_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply();
CREATE TRIGGER transaction_counts_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_truncate();

-- The rows already there.
INSERT INTO managed_user_counts (business_id, total)
SELECT business_id, count(*) FROM managed_users GROUP BY business_id;
INSERT INTO transaction_counts (user_id, type, status_kind, total)
SELECT user_id, type, transaction_status_kind(status), count(*) FROM transactions GROUP BY 1, 2, 3;
INSERT INTO transaction_text_counts (user_id, type, status_kind, sender_name, receiver_name, description, total)
SELECT user_id, type, transaction_status_kind(status), sender_name, receiver_name, description, count(*)
FROM transactions GROUP BY 1, 2, 3, 4, 5, 6;

-- Statistics of the new index expressions and tables, so that the planner estimates a search's
-- matches (and walks a list's order instead of sorting every match); the embedded database has
-- no autovacuum to do it later.
ANALYZE users;
ANALYZE managed_user_counts;
ANALYZE transaction_counts;
ANALYZE transaction_text_counts;
