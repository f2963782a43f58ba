import { eq, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { events, priceTiers, tickets, users } from '../server/db/schema';
import { newId, newPublicId } from '../server/lib/ids';
import { localDate } from '../server/lib/localTime';
import { DEMO_AGENCY_EMAIL } from '../server/seed/accounts';
import { FIRST_NAMES, LAST_NAMES } from '../server/seed/random';

/** Names of the large events the bench creates in its own database (never in the demo seed). */
export const BIG_EVENTS = [
  { name: 'Bench — Stade de Radès, 20,000 tickets', tickets: 20_000 },
  { name: 'Bench — Stade de Radès, 50,000 tickets', tickets: 50_000 },
] as const;
export const BULK_USERS = 1_000;
/** Phone numbers of the bulk-transfer users: 8 digits starting with 4 (never used by the demo seed). */
export const bulkPhone = (i: number) => `4${String(i).padStart(7, '0')}`;

const BATCH = 1_000;

async function insertBigEvent(db: Db, ownerId: string, name: string, count: number) {
  const eventId = newId();
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  const tomorrow = new Date(today.getTime() + 86_400_000);
  await db.insert(events).values({
    id: eventId,
    ownerId,
    name,
    description: 'Synthetic event created by the performance bench.',
    category: 'sports',
    locationName: 'Stade Hammadi Agrebi',
    locationAddress: 'Radès, Ben Arous',
    startDate: localDate(yesterday),
    endDate: localDate(tomorrow),
    startTime: '08:00',
    endTime: '23:00',
    totalTicketsSold: count,
  });
  const tiers = [
    { id: newId(), name: 'Virage', price: '15.00', share: 0.6 },
    { id: newId(), name: 'Tribune', price: '40.00', share: 0.3 },
    { id: newId(), name: 'Honneur', price: '120.00', share: 0.1 },
  ];
  const sold = tiers.map((t) => Math.round(t.share * count));
  sold[0] += count - sold.reduce((a, b) => a + b, 0);
  await db.insert(priceTiers).values(
    tiers.map((t, position) => ({
      id: t.id,
      eventId,
      position,
      name: t.name,
      price: t.price,
      totalTickets: sold[position] + 500,
      soldTickets: sold[position],
    })),
  );
  let n = 0;
  for (let position = 0; position < tiers.length; position++) {
    const tier = tiers[position];
    for (let start = 0; start < sold[position]; start += BATCH) {
      const rows: Array<typeof tickets.$inferInsert> = [];
      for (let i = start; i < Math.min(sold[position], start + BATCH); i++, n++) {
        rows.push({
          id: newId(),
          ticketId: newPublicId('TK'),
          eventId,
          tierId: tier.id,
          tierName: tier.name,
          tierPrice: tier.price,
          firstName: FIRST_NAMES[(n * 7) % FIRST_NAMES.length],
          lastName: LAST_NAMES[(n * 13) % LAST_NAMES.length],
          // 8 digits starting with 3: distinct from the demo's phones and from the bulk users'.
          phoneNumber: `3${String(n).padStart(7, '0')}`,
          purchaseDate: new Date(Date.now() - (n % 40) * 86_400_000 - n * 1000),
        });
      }
      await db.insert(tickets).values(rows);
    }
  }
  return eventId;
}

/**
 * Data the figures need and the demo seed does not have: two events of 20,000 and 50,000 tickets
 * owned by the demo agency, and 1,000 platform users for the bulk transfer. Idempotent.
 */
export async function ensureBenchFixtures(db: Db, log: (line: string) => void) {
  const [agency] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_AGENCY_EMAIL));
  if (!agency) throw new Error('demo agency missing: seed the database first');
  const bigEvents: Array<{ id: string; name: string; tickets: number }> = [];
  for (const big of BIG_EVENTS) {
    const [existing] = await db.select({ id: events.id }).from(events).where(eq(events.name, big.name));
    if (existing) {
      bigEvents.push({ id: existing.id, name: big.name, tickets: big.tickets });
      continue;
    }
    const started = Date.now();
    const id = await insertBigEvent(db, agency.id, big.name, big.tickets);
    bigEvents.push({ id, name: big.name, tickets: big.tickets });
    log(`bench fixtures: ${big.name} (${Date.now() - started} ms)`);
  }
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.phoneNumber} like '4%'`);
  if (n < BULK_USERS) {
    const rows = Array.from({ length: BULK_USERS }, (_, i) => ({
      id: newId(),
      role: 'user',
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      lastName: LAST_NAMES[(i * 3) % LAST_NAMES.length],
      phoneNumber: bulkPhone(i),
      balance: '0.000',
      isVerified: true,
      isProfileComplete: true,
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(users).values(rows.slice(i, i + 500));
    log(`bench fixtures: ${BULK_USERS} platform users`);
  }
  return bigEvents;
}
