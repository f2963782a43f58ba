-- Live updates that can be caught up: every announced ticket change is also a row with an
-- increasing id, sent as the server-sent event's `id:`. A stream reopened with `Last-Event-ID`, or an
-- API instance whose LISTEN connection was lost and reconnected, reads the rows it missed.
CREATE TABLE IF NOT EXISTS live_ticket_changes (
  id bigserial PRIMARY KEY,
  event_id varchar(24) NOT NULL,
  payload text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS live_ticket_changes_event_idx ON live_ticket_changes(event_id, id);

-- Writes the change and announces it with its id ('n'); one row in a thousand also clears rows older
-- than a day (a stream away for longer fetches the whole delta anyway).
CREATE OR REPLACE FUNCTION live_ticket_change(event text, body json) RETURNS void AS $$
DECLARE
  seq bigint;
BEGIN
  INSERT INTO live_ticket_changes (event_id, payload) VALUES (event, body::text) RETURNING id INTO seq;
  -- json, not jsonb: the fields keep the order they are streamed in.
  PERFORM pg_notify('ticket_scans', left(body::text, -1) || ', "n" : ' || seq || '}');
  IF seq % 1000 = 0 THEN
    DELETE FROM live_ticket_changes WHERE created_at < now() - interval '1 day';
  END IF;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION tickets_notify_scan() RETURNS trigger AS $$
BEGIN
  PERFORM live_ticket_change(NEW.event_id, json_build_object(
    'e', NEW.event_id,
    'id', NEW.id,
    't', NEW.ticket_id,
    's', NEW.is_scanned,
    'st', NEW.status,
    'at', floor(extract(epoch FROM NEW.scanned_at) * 1000),
    'by', (SELECT name FROM security_agents WHERE id = NEW.scanned_by)
  ));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION scan_sync_notify_conflict() RETURNS trigger AS $$
BEGIN
  PERFORM live_ticket_change(NEW.event_id, json_build_object('e', NEW.event_id, 'c', 1));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
