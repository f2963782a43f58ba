-- A business's team: members invited by the business account (the owner), each with a role
-- (src/contract/staff.ts). A member signs in with their own email and password and acts for the
-- business; deactivating one, or raising their session version, ends their sessions at once.
CREATE TABLE IF NOT EXISTS members (
  id varchar(24) PRIMARY KEY,
  agency_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  role text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  password_hash text,
  session_version integer NOT NULL DEFAULT 0,
  invite_token_hash text UNIQUE,
  invite_expires_at timestamptz,
  last_login timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS members_email_lower ON members (lower(email));
CREATE INDEX IF NOT EXISTS members_agency ON members (agency_id, created_at);
