-- The journal becomes tamper-evident: every entry carries the hash of the entry before it
-- (prev_hash, in seq order) and its own hash over its content. The API computes the hash with
-- node:crypto (server/money/journalChain.ts) when it appends; `npm run journal:verify` recomputes
-- the chain. A row changed or removed behind the append-only trigger's back (for example after
-- SET session_replication_role = replica) no longer matches, and verify names it.
--
-- The hashed text is a JSON array, written without spaces, of
--   [prev_hash, id, created_at (UTC, microseconds), account_id, actor_id, actor, action, entity,
--    entity_id, before, after, idempotency_key]
-- with before/after in canonical JSON (object keys sorted, no spaces). journal_entry_hash below
-- builds the same text in SQL: it chains the entries written before this migration, and tests
-- compare it with the API's hash.
ALTER TABLE journal ADD COLUMN prev_hash text;
ALTER TABLE journal ADD COLUMN hash text;

CREATE FUNCTION journal_canonical(j jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  out text;
BEGIN
  IF j IS NULL THEN
    RETURN 'null';
  END IF;
  CASE jsonb_typeof(j)
    WHEN 'object' THEN
      SELECT '{' || coalesce(string_agg(to_json(e.key)::text || ':' || journal_canonical(e.value), ','
                                        ORDER BY e.key COLLATE "C"), '') || '}'
        INTO out FROM jsonb_each(j) AS e;
    WHEN 'array' THEN
      SELECT '[' || coalesce(string_agg(journal_canonical(e.value), ',' ORDER BY e.ord), '') || ']'
        INTO out FROM jsonb_array_elements(j) WITH ORDINALITY AS e(value, ord);
    ELSE
      -- strings, numbers, booleans and null print as JSON.stringify prints them
      out := j::text;
  END CASE;
  RETURN out;
END
$$;

CREATE FUNCTION journal_time_text(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;

CREATE FUNCTION journal_entry_hash(prev text, j journal) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(
    '[' || concat_ws(',',
      coalesce(to_json(prev)::text, 'null'),
      coalesce(to_json(j.id::text)::text, 'null'),
      coalesce(to_json(journal_time_text(j.created_at))::text, 'null'),
      coalesce(to_json(j.account_id::text)::text, 'null'),
      coalesce(to_json(j.actor_id::text)::text, 'null'),
      coalesce(to_json(j.actor)::text, 'null'),
      coalesce(to_json(j.action)::text, 'null'),
      coalesce(to_json(j.entity)::text, 'null'),
      coalesce(to_json(j.entity_id)::text, 'null'),
      journal_canonical(j.before),
      journal_canonical(j.after),
      coalesce(to_json(j.idempotency_key)::text, 'null')
    ) || ']', 'UTF8')), 'hex')
$$;

-- Chain the entries already written, in seq order. The row trigger is set aside for this one
-- transaction only (the migration's), then restored.
ALTER TABLE journal DISABLE TRIGGER journal_append_only;
DO $$
DECLARE
  r journal;
  prev text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM journal ORDER BY seq LOOP
    r.prev_hash := prev;
    prev := journal_entry_hash(prev, r);
    UPDATE journal SET prev_hash = r.prev_hash, hash = prev WHERE seq = r.seq;
  END LOOP;
END
$$;
ALTER TABLE journal ENABLE TRIGGER journal_append_only;

ALTER TABLE journal ALTER COLUMN prev_hash SET NOT NULL;
ALTER TABLE journal ALTER COLUMN hash SET NOT NULL;
-- One successor per entry: even a writer that skipped the chain's lock could not fork it.
CREATE UNIQUE INDEX journal_prev_hash_key ON journal(prev_hash);

-- TRUNCATE empties the table without touching a row, so the row trigger never sees it, and an
-- emptied chain would verify. A statement trigger refuses it; ENABLE ALWAYS keeps it firing under
-- session_replication_role = replica too. Only the demo reset sets it aside (server/seed/index.ts).
CREATE TRIGGER journal_no_truncate
  BEFORE TRUNCATE ON journal
  FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
ALTER TABLE journal ENABLE ALWAYS TRIGGER journal_no_truncate;
