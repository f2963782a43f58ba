-- Signed tickets (reference-server extension 'signedTickets'): each event's Ed25519 keys, a ticket's
-- code version (raised when the organiser re-issues it) and the codes revoked since, which scanners
-- fetch in deltas (the id is their cursor).
ALTER TABLE tickets ADD COLUMN IF NOT EXISTS code_version integer NOT NULL DEFAULT 1;

CREATE TABLE IF NOT EXISTS event_signing_keys (
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  version integer NOT NULL,
  -- The raw 32-byte public key, base64url.
  public_key text NOT NULL,
  -- The PKCS#8 private key, AES-256-GCM under TICKET_SIGNING_KEY (server/signing/keyVault.ts).
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set by a rotation that retires the older keys: scanners stop trusting their signatures alone.
  retired_at timestamptz,
  PRIMARY KEY (event_id, version)
);

CREATE TABLE IF NOT EXISTS ticket_code_revocations (
  id bigserial PRIMARY KEY,
  event_id varchar(24) NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  ticket_id text NOT NULL,
  -- NULL: every code of the ticket (cancelled, refunded); n: its codes of a version below n.
  below integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS ticket_code_revocations_event ON ticket_code_revocations (event_id, id);

-- Whatever changes a ticket's status or code version (the API, a refund, a script) is recorded.
CREATE OR REPLACE FUNCTION ticket_code_revocation() RETURNS trigger AS $$
BEGIN
  IF NEW.status IN ('cancelled', 'refunded') AND OLD.status NOT IN ('cancelled', 'refunded') THEN
    INSERT INTO ticket_code_revocations (event_id, ticket_id, below) VALUES (NEW.event_id, NEW.ticket_id, NULL);
  ELSIF OLD.status IN ('cancelled', 'refunded') AND NEW.status NOT IN ('cancelled', 'refunded') THEN
    INSERT INTO ticket_code_revocations (event_id, ticket_id, below)
      VALUES (NEW.event_id, NEW.ticket_id, NEW.code_version);
  ELSIF NEW.code_version <> OLD.code_version AND NEW.status NOT IN ('cancelled', 'refunded') THEN
    INSERT INTO ticket_code_revocations (event_id, ticket_id, below)
      VALUES (NEW.event_id, NEW.ticket_id, NEW.code_version);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS tickets_code_revocation ON tickets;
CREATE TRIGGER tickets_code_revocation AFTER UPDATE OF status, code_version ON tickets
  FOR EACH ROW EXECUTE FUNCTION ticket_code_revocation();
