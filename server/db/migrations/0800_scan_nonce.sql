-- One admission per decision, whatever the network: every call of a scan carries the scan's nonce
-- (the first scan, the verification modal's decision, the offline outbox) and the device's clock.
-- A repeat of a nonce by the same agent is the same scan. Each step of one scan is recorded at most
-- once per nonce (refusals excepted: a retried refusal is refused again, and says so again).
ALTER TABLE scan_log ADD COLUMN IF NOT EXISTS nonce text;
ALTER TABLE scan_log ADD COLUMN IF NOT EXISTS device_at timestamptz;
CREATE UNIQUE INDEX IF NOT EXISTS scan_log_agent_nonce_step_idx
  ON scan_log(agent_id, nonce, result, message)
  WHERE nonce IS NOT NULL AND result <> 'refused';
