-- A funds movement above the approval threshold waits here until an owner or accounts member other
-- than its author approves it (executed once, with the author's Idempotency-Key) or rejects it.
CREATE TABLE IF NOT EXISTS approvals (
  id varchar(24) PRIMARY KEY,
  agency_id varchar(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  request jsonb NOT NULL,
  total numeric(14, 3) NOT NULL,
  recipients integer NOT NULL,
  idempotency_key text,
  author_id varchar(24),
  author text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  approver_id varchar(24),
  approver text,
  decided_at timestamptz,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS approvals_agency ON approvals (agency_id, status, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS approvals_key ON approvals (agency_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
