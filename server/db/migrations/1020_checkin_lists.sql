-- Check-in lists (reference-server extension 'checkInLists'): an event's gates, each admitting some
-- of its tiers, within an optional time window, with or without re-entry after an exit. An agent
-- scans for one list (none: every tier, any time, re-entry allowed).
CREATE TABLE IF NOT EXISTS checkin_lists (
  id varchar(24) PRIMARY KEY,
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- price_tiers.id of the tiers this list admits (at least one).
  tier_ids text[] NOT NULL,
  starts_at timestamptz,
  ends_at timestamptz,
  allow_reentry boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);
CREATE UNIQUE INDEX IF NOT EXISTS checkin_lists_event_name_idx ON checkin_lists(event_id, lower(name));

ALTER TABLE security_agents ADD COLUMN IF NOT EXISTS checkin_list_id varchar(24)
  REFERENCES checkin_lists(id) ON DELETE SET NULL;

-- A guest who left through an exit scan: outside since exited_at, by exited_by (an agent). A
-- re-entry clears it (and stamps scanned_at / scanned_by: the latest entry).
ALTER TABLE tickets ADD COLUMN IF NOT EXISTS exited_at timestamptz;
ALTER TABLE tickets ADD COLUMN IF NOT EXISTS exited_by varchar(24);

-- Every entry and exit through a gate: a first admission (and its undoing) by the trigger below,
-- whichever code admitted the ticket (a scan, an offline sync, an undo); exits and re-entries by the
-- scan batch that records them (server/scan/gates.ts). The gates' statistics count them.
CREATE TABLE IF NOT EXISTS gate_passages (
  id bigserial PRIMARY KEY,
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  ticket_id varchar(24) NOT NULL,
  agent_id varchar(24),
  list_id varchar(24),
  kind text NOT NULL CHECK (kind IN ('entry', 'exit')),
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS gate_passages_event_idx ON gate_passages(event_id, kind);
CREATE INDEX IF NOT EXISTS gate_passages_ticket_idx ON gate_passages(ticket_id, id);

CREATE OR REPLACE FUNCTION tickets_gate_passage() RETURNS trigger AS $$
BEGIN
  IF NEW.is_scanned AND NOT OLD.is_scanned THEN
    INSERT INTO gate_passages (event_id, ticket_id, agent_id, list_id, kind, at)
    VALUES (NEW.event_id, NEW.id, NEW.scanned_by,
      (SELECT checkin_list_id FROM security_agents WHERE id = NEW.scanned_by), 'entry',
      COALESCE(NEW.scanned_at, now()));
  ELSIF OLD.is_scanned AND NOT NEW.is_scanned THEN
    -- An admission taken back (the modal's Reject, an undo): its entry never happened, and the
    -- ticket is neither inside nor outside.
    DELETE FROM gate_passages WHERE id = (
      SELECT id FROM gate_passages WHERE ticket_id = NEW.id AND kind = 'entry' ORDER BY id DESC LIMIT 1);
    NEW.exited_at := NULL;
    NEW.exited_by := NULL;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS tickets_gate_passage ON tickets;
CREATE TRIGGER tickets_gate_passage BEFORE UPDATE ON tickets FOR EACH ROW
  WHEN (OLD.is_scanned IS DISTINCT FROM NEW.is_scanned)
  EXECUTE FUNCTION tickets_gate_passage();

-- Exits and re-entries reach every gate and the statistics live, as admissions do (0821).
CREATE OR REPLACE FUNCTION tickets_notify_exit() RETURNS trigger AS $$
BEGIN
  PERFORM live_ticket_change(NEW.event_id, json_build_object(
    'e', NEW.event_id,
    'id', NEW.id,
    't', NEW.ticket_id,
    's', NEW.is_scanned,
    'st', NEW.status,
    'at', floor(extract(epoch FROM NEW.scanned_at) * 1000),
    'by', (SELECT name FROM security_agents WHERE id = NEW.scanned_by),
    'x', floor(extract(epoch FROM NEW.exited_at) * 1000)
  ));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS tickets_notify_exit ON tickets;
CREATE TRIGGER tickets_notify_exit AFTER UPDATE ON tickets FOR EACH ROW
  WHEN (OLD.exited_at IS DISTINCT FROM NEW.exited_at
    AND OLD.is_scanned IS NOT DISTINCT FROM NEW.is_scanned AND OLD.status IS NOT DISTINCT FROM NEW.status)
  EXECUTE FUNCTION tickets_notify_exit();

-- A refusal changes the gates' statistics without touching a ticket: announced with 'r'.
CREATE OR REPLACE FUNCTION scan_log_notify_refusal() RETURNS trigger AS $$
BEGIN
  PERFORM live_ticket_change(NEW.event_id, json_build_object('e', NEW.event_id, 'r', 1));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS scan_log_notify_refusal ON scan_log;
CREATE TRIGGER scan_log_notify_refusal AFTER INSERT ON scan_log FOR EACH ROW
  WHEN (NEW.result = 'refused') EXECUTE FUNCTION scan_log_notify_refusal();

-- Admissions made before this migration count as entries.
INSERT INTO gate_passages (event_id, ticket_id, agent_id, list_id, kind, at)
SELECT t.event_id, t.id, t.scanned_by, NULL, 'entry', COALESCE(t.scanned_at, now())
FROM tickets t
WHERE t.is_scanned AND NOT EXISTS (SELECT 1 FROM gate_passages g WHERE g.ticket_id = t.id);
