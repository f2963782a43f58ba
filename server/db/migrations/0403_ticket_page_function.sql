-- One page of an event's tickets (server/routes/ticketsPage.ts) as a PL/pgSQL function: PL/pgSQL
-- keeps the plan of its statement for the connection, where the same statement sent as SQL is
-- parsed and planned again for every page. On the embedded database that planning was about a
-- third of each page's time. Same statement, same rows, same order as migration 0402 describes:
-- newest purchase first, the day counts finding the day the page starts in, and the event's total.
-- NULL event_id: the event does not exist or is not p_owner's. A header row without a ticket
-- (id NULL): the page is past the end.

CREATE OR REPLACE FUNCTION ticket_page(p_event text, p_owner text, p_offset bigint, p_limit integer)
RETURNS TABLE (
  event_id text, total integer, id text, ticket_id text, first_name text, last_name text,
  phone_number text, profile_picture text, tier_name text, tier_price text, status text,
  is_scanned boolean, scanned_ms float8, purchase_ms float8
) AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH ev AS (
    SELECT e.id FROM events e WHERE e.id = p_event AND e.owner_id = p_owner
  ), days AS (
    SELECT c.day, c.n, sum(c.n) OVER (ORDER BY c.day DESC) AS upto
    FROM ticket_day_counts c WHERE c.event_id = (SELECT ev.id FROM ev) AND c.n > 0
  ), start AS (
    SELECT to_timestamp((d.day + 1) * 86400::bigint) AS bound, p_offset - (d.upto - d.n) AS skip
    FROM days d WHERE d.upto > p_offset ORDER BY d.day DESC LIMIT 1
  )
  SELECT h.event_id::text, h.total, p.id::text, p.ticket_id::text, p.first_name::text,
    p.last_name::text, p.phone_number::text, p.profile_picture::text, p.tier_name::text,
    p.tier_price, p.status::text, p.is_scanned, p.scanned_ms, p.purchase_ms
  FROM (
    SELECT (SELECT ev.id FROM ev) AS event_id, (SELECT coalesce(sum(days.n), 0)::integer FROM days) AS total
  ) h
  LEFT JOIN LATERAL (
    SELECT t.id, t.ticket_id, t.first_name, t.last_name, t.phone_number, t.profile_picture, t.tier_name,
      t.tier_price::text AS tier_price, t.status, t.is_scanned,
      floor(extract(epoch FROM t.scanned_at) * 1000)::float8 AS scanned_ms,
      floor(extract(epoch FROM t.purchase_date) * 1000)::float8 AS purchase_ms
    FROM tickets t
    WHERE t.event_id = h.event_id AND t.purchase_date < (SELECT start.bound FROM start)
    ORDER BY t.purchase_date DESC, t.id DESC
    OFFSET (SELECT start.skip FROM start) LIMIT p_limit
  ) p ON true;
END
$$ LANGUAGE plpgsql STABLE;
