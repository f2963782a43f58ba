-- Incremental refresh of the scanner's ticket list (?since=): every change to a ticket row, from
-- any area (scans, cancellations), stamps updated_at, so phones fetch only what changed.
ALTER TABLE tickets ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
CREATE OR REPLACE FUNCTION tickets_touch_updated_at() RETURNS trigger AS $$
BEGIN
  -- An UPDATE that sets updated_at itself (maintenance, tests) keeps its value.
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS tickets_touch_updated_at ON tickets;
CREATE TRIGGER tickets_touch_updated_at BEFORE UPDATE ON tickets FOR EACH ROW EXECUTE FUNCTION tickets_touch_updated_at();
CREATE INDEX IF NOT EXISTS tickets_event_updated_idx ON tickets(event_id, updated_at);
