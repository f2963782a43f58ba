-- Offline scans sent later by the scanner (issue 17). The device's nonce is the idempotency key:
-- a batch sent twice records nothing twice, and a nonce sent again for another ticket is refused.
CREATE TABLE IF NOT EXISTS scan_sync (
  nonce text PRIMARY KEY,
  event_id varchar(24) NOT NULL,
  agent_id varchar(24) NOT NULL,
  ticket_ref text NOT NULL,
  device_at timestamptz,
  -- accepted | conflict | refused
  result text NOT NULL,
  message text,
  -- For a conflict: the gate that admitted the ticket first, and when.
  winner_name text,
  winner_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS scan_sync_event_result_idx ON scan_sync(event_id, result);

-- Live across gates: every change of a ticket's admission or status is announced on the channel
-- 'ticket_scans' at commit; each API instance LISTENs and forwards it to the event's open pages.
CREATE OR REPLACE FUNCTION tickets_notify_scan() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ticket_scans', json_build_object(
    'e', NEW.event_id,
    'id', NEW.id,
    't', NEW.ticket_id,
    's', NEW.is_scanned,
    'st', NEW.status,
    'at', floor(extract(epoch FROM NEW.scanned_at) * 1000),
    'by', (SELECT name FROM security_agents WHERE id = NEW.scanned_by)
  )::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS tickets_notify_scan ON tickets;
CREATE TRIGGER tickets_notify_scan AFTER UPDATE ON tickets FOR EACH ROW
  WHEN (OLD.is_scanned IS DISTINCT FROM NEW.is_scanned OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION tickets_notify_scan();

-- A lost offline admission changes the event's statistics (conflicts) without touching a ticket.
CREATE OR REPLACE FUNCTION scan_sync_notify_conflict() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('ticket_scans', json_build_object('e', NEW.event_id, 'c', 1)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS scan_sync_notify_conflict ON scan_sync;
CREATE TRIGGER scan_sync_notify_conflict AFTER INSERT OR UPDATE OF result ON scan_sync FOR EACH ROW
  WHEN (NEW.result = 'conflict') EXECUTE FUNCTION scan_sync_notify_conflict();
