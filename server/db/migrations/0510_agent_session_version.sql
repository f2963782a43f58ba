-- Agents get a session version, as accounts have: deactivating an agent or setting its password bumps
-- it, and a token signed before is refused (reactivating the agent does not revive its old tokens).
ALTER TABLE security_agents ADD COLUMN IF NOT EXISTS session_version integer NOT NULL DEFAULT 0;
-- A reset link belongs to the password it was requested for: the account's session version then.
-- Any password change (by reset or by change) bumps the version, and every earlier link dies with it.
ALTER TABLE password_resets ADD COLUMN IF NOT EXISTS session_version integer NOT NULL DEFAULT 0;
-- Open live streams end at once when their session does: every instance LISTENing on
-- 'session_changes' hears which agent ('a:' id) or account ('u:' id) changed, and re-checks its streams.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_changes',
    CASE WHEN TG_TABLE_NAME = 'users' THEN 'u:' ELSE 'a:' END || OLD.id);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
DROP TRIGGER IF EXISTS security_agents_session_change ON security_agents;
CREATE TRIGGER security_agents_session_change
  AFTER UPDATE OF is_active, session_version, event_id OR DELETE ON security_agents
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
DROP TRIGGER IF EXISTS users_session_change ON users;
CREATE TRIGGER users_session_change
  AFTER UPDATE OF session_version, role OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
