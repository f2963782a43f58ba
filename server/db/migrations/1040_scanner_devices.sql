-- Scanner devices (extension `devices`): a phone enrolled by a one-time QR code has its own session,
-- bound to one agent and one event. The code is kept only as its sha256 and only until it is used
-- (or for its 10 minutes); a revoked device's every call is refused. What the device last reported
-- unsent (`queued`, the same report as agent_device_queues) waits for the organiser's decision.
CREATE TABLE IF NOT EXISTS scanner_devices (
  id varchar(24) PRIMARY KEY,
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  agent_id varchar(24) NOT NULL REFERENCES security_agents(id) ON DELETE CASCADE,
  label text NOT NULL,
  kiosk boolean NOT NULL DEFAULT false,
  enrol_code_hash text UNIQUE,
  enrol_expires_at timestamptz,
  enrolled_at timestamptz,
  revoked_at timestamptz,
  last_seen_at timestamptz,
  app_version text,
  waiting integer NOT NULL DEFAULT 0 CHECK (waiting >= 0),
  queued jsonb NOT NULL DEFAULT '[]'::jsonb,
  queue_decision text CHECK (queue_decision IN ('admitted', 'discarded')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS scanner_devices_event ON scanner_devices (event_id, created_at);
CREATE INDEX IF NOT EXISTS scanner_devices_agent ON scanner_devices (agent_id);

-- Revoking a device ends its live streams at once, as deactivating its agent does (0510): every
-- instance hears the agent's id on 'session_changes' and checks its streams again.
CREATE OR REPLACE FUNCTION notify_device_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'a:' || NEW.agent_id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS scanner_devices_revoked ON scanner_devices;
CREATE TRIGGER scanner_devices_revoked
  AFTER UPDATE OF revoked_at ON scanner_devices
  FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
  EXECUTE FUNCTION notify_device_revoked();

-- The organiser's kiosk PIN, per event (a bcrypt hash, never the PIN).
ALTER TABLE events ADD COLUMN IF NOT EXISTS kiosk_pin_hash text;
