-- A password reset or change ends every session issued before it: tokens carry the account's
-- session version, and the API refuses a token whose version is older than the account's.
ALTER TABLE users ADD COLUMN IF NOT EXISTS session_version integer NOT NULL DEFAULT 0;
