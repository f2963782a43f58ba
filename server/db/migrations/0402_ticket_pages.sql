-- Organiser's tickets page of a large event (GET /api/tickets/event/{id}?page=N): newest purchase first.
--
-- 1. An index in exactly the page's order (purchase_date DESC, id DESC): no sort of the whole event.
--    It replaces tickets_event_idx (event_id, purchase_date DESC), of which it is an extension.
-- 2. Tickets per event and purchase day (UTC), kept by triggers in the same transaction as the
--    change. Their sum is the page's `total` (no count(*) of the event per page), and their running
--    sum says in which day page N starts, so a deep page skips one day's tickets at most instead of
--    every ticket before it. Only an INSERT, a DELETE, or an UPDATE of event_id or purchase_date
--    changes them: a scan (status, is_scanned, ...) does not touch them.

-- Tickets written by others while this migration runs are either seen by the backfill or counted
-- by the triggers, never neither.
LOCK TABLE tickets IN SHARE ROW EXCLUSIVE MODE;

CREATE INDEX IF NOT EXISTS tickets_event_order_idx ON tickets(event_id, purchase_date DESC, id DESC);
DROP INDEX IF EXISTS tickets_event_idx;

CREATE OR REPLACE FUNCTION ticket_day(ts timestamptz) RETURNS integer AS $$
  SELECT floor(extract(epoch FROM ts) / 86400)::integer
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;

CREATE TABLE IF NOT EXISTS ticket_day_counts (
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  -- ticket_day(purchase_date): days since 1970-01-01 UTC
  day integer NOT NULL,
  n integer NOT NULL CHECK (n >= 0),
  PRIMARY KEY (event_id, day)
);

CREATE OR REPLACE FUNCTION ticket_day_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO ticket_day_counts AS c (event_id, day, n)
  SELECT event_id, ticket_day(purchase_date), count(*)::integer FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (event_id, day) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION ticket_day_counts_delete() RETURNS trigger AS $$
BEGIN
  UPDATE ticket_day_counts c SET n = c.n - d.n
  FROM (SELECT event_id, ticket_day(purchase_date) AS day, count(*)::integer AS n FROM old_rows GROUP BY 1, 2) d
  WHERE c.event_id = d.event_id AND c.day = d.day;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION ticket_day_counts_move() RETURNS trigger AS $$
BEGIN
  UPDATE ticket_day_counts SET n = n - 1
  WHERE event_id = OLD.event_id AND day = ticket_day(OLD.purchase_date);
  INSERT INTO ticket_day_counts AS c (event_id, day, n)
  VALUES (NEW.event_id, ticket_day(NEW.purchase_date), 1)
  ON CONFLICT (event_id, day) DO UPDATE SET n = c.n + 1;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION ticket_day_counts_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM ticket_day_counts;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS ticket_day_counts_insert ON tickets;
CREATE TRIGGER ticket_day_counts_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_day_counts_insert();
DROP TRIGGER IF EXISTS ticket_day_counts_delete ON tickets;
CREATE TRIGGER ticket_day_counts_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_day_counts_delete();
DROP TRIGGER IF EXISTS ticket_day_counts_move ON tickets;
CREATE TRIGGER ticket_day_counts_move AFTER UPDATE OF event_id, purchase_date ON tickets FOR EACH ROW
  WHEN (OLD.event_id IS DISTINCT FROM NEW.event_id OR ticket_day(OLD.purchase_date) IS DISTINCT FROM ticket_day(NEW.purchase_date))
  EXECUTE FUNCTION ticket_day_counts_move();
DROP TRIGGER IF EXISTS ticket_day_counts_truncate ON tickets;
CREATE TRIGGER ticket_day_counts_truncate AFTER TRUNCATE ON tickets
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_day_counts_truncate();

DELETE FROM ticket_day_counts;
INSERT INTO ticket_day_counts (event_id, day, n)
SELECT event_id, ticket_day(purchase_date), count(*)::integer FROM tickets GROUP BY 1, 2;
