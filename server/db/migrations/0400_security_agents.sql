-- Security agents and scanning (issue 4).
-- Agent names are unique per event (the help box asks for unique names), whatever their case.
CREATE UNIQUE INDEX IF NOT EXISTS security_agents_event_name_uq ON security_agents(event_id, lower(name));
-- Scans per agent (agents page, statistics) and the scanner's "already scanned by" lookups.
CREATE INDEX IF NOT EXISTS tickets_scanned_by_idx ON tickets(scanned_by) WHERE scanned_by IS NOT NULL;
CREATE INDEX IF NOT EXISTS scan_log_ticket_idx ON scan_log(ticket_ref, created_at DESC);
