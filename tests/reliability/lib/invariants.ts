import type { SqlRunner } from '../../../server/db/client';
import { count } from './stats';

/** The database rules that no request, however hostile or concurrent, may break. One query each. */
export const INVARIANTS: Array<{ name: string; sql: string }> = [
  { name: 'no negative balance', sql: 'SELECT id FROM users WHERE balance < 0' },
  {
    name: 'soldTickets ≤ totalTickets for every tier',
    sql: 'SELECT id FROM price_tiers WHERE sold_tickets > total_tickets OR sold_tickets < 0',
  },
  {
    name: 'scanned tickets ≤ sold tickets for every tier',
    sql: `SELECT p.id FROM price_tiers p JOIN tickets t ON t.tier_id = p.id AND t.is_scanned
          GROUP BY p.id, p.sold_tickets HAVING count(*) > p.sold_tickets`,
  },
  {
    name: 'a scanned ticket has a scan time',
    sql: 'SELECT id FROM tickets WHERE is_scanned AND scanned_at IS NULL',
  },
  {
    name: 'every money move has both halves of the same amount (no half transfer)',
    sql: `SELECT transfer_id FROM transactions GROUP BY transfer_id
          HAVING coalesce(sum(amount) FILTER (WHERE type = 'SEND'), 0) <> coalesce(sum(amount) FILTER (WHERE type = 'RECEIVE'), 0)`,
  },
  {
    name: 'no car with two overlapping live reservations',
    sql: `SELECT a.id FROM reservations a JOIN reservations b ON a.car_id = b.car_id AND a.id < b.id
          WHERE a.status IN ('pending', 'confirmed', 'active') AND b.status IN ('pending', 'confirmed', 'active')
            AND ((a.pickup_date, a.return_date) OVERLAPS (b.pickup_date, b.return_date) OR a.pickup_date = b.pickup_date)`,
  },
];

export interface Violation {
  name: string;
  rows: unknown[];
}

/** Runs every invariant; returns the broken ones (and counts checks and violations for the summary). */
export async function checkInvariants(sql: SqlRunner): Promise<Violation[]> {
  const broken: Violation[] = [];
  for (const inv of INVARIANTS) {
    const rows = await sql.query(inv.sql);
    count('invariantChecks');
    if (rows.length) {
      count('invariantViolations');
      broken.push({ name: inv.name, rows: rows.slice(0, 5) });
    }
  }
  return broken;
}

/** Sum of every balance, in millimes (integers: no float rounding). */
export async function totalBalanceMillimes(sql: SqlRunner): Promise<bigint> {
  const [row] = await sql.query<{ s: string }>(
    'SELECT (coalesce(sum(balance), 0) * 1000)::bigint::text AS s FROM users',
  );
  return BigInt(row.s);
}
