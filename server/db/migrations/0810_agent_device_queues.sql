-- Admissions decided offline on a scanner and not sent yet, as each device last reported them (one
-- row per agent and device): the organiser sees, per agent, how many wait on phones (a deactivated
-- agent's included, which are sent once the agent is back).
CREATE TABLE IF NOT EXISTS agent_device_queues (
  agent_id varchar(24) NOT NULL,
  device_id text NOT NULL,
  waiting integer NOT NULL CHECK (waiting >= 0),
  reported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, device_id)
);
