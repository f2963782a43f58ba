-- Fast admission at the gates (reference-server extension 'fastGates'): 'modal' (SPEC's verification
-- modal, the default) or 'fast' (a valid ticket scanned at a gate is admitted at once, with Undo).
ALTER TABLE events ADD COLUMN IF NOT EXISTS gate_mode text NOT NULL DEFAULT 'modal';
ALTER TABLE events DROP CONSTRAINT IF EXISTS events_gate_mode_check;
ALTER TABLE events ADD CONSTRAINT events_gate_mode_check CHECK (gate_mode IN ('modal', 'fast'));
