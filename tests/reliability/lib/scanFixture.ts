import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { events, priceTiers, securityAgents, tickets, users } from '../../../server/db/schema';
import { signToken } from '../../../server/auth/tokens';
import { newId, newPublicId } from '../../../server/lib/ids';
import { localDate } from '../../../server/lib/localTime';

export interface ScanFixture {
  eventId: string;
  ticketIds: string[];
  agents: Array<{ id: string; token: string }>;
}

/** A live event of the demo agency with `ticketCount` sold, unscanned tickets and `agentCount` agents with session tokens. */
export async function createScanFixture(
  database: Database,
  secret: string,
  ticketCount: number,
  agentCount: number,
): Promise<ScanFixture> {
  const db = database.db;
  const [agency] = await db.select().from(users).where(eq(users.email, 'demo@ticketing.tn')).limit(1);
  const eventId = newId();
  const tierId = newId();
  const today = localDate();
  await db.insert(events).values({
    id: eventId,
    ownerId: agency.id,
    name: 'Load test gate',
    startDate: today,
    endDate: today,
    startTime: '00:00',
    endTime: '23:59',
    totalTicketsSold: ticketCount,
  });
  await db.insert(priceTiers).values({
    id: tierId,
    eventId,
    position: 0,
    name: 'General',
    price: '10.00',
    totalTickets: ticketCount,
    soldTickets: ticketCount,
  });
  const ticketIds: string[] = [];
  for (let start = 0; start < ticketCount; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, ticketCount - start) }, (_, i) => {
      const ticketId = newPublicId('LD');
      ticketIds.push(ticketId);
      return {
        id: newId(),
        ticketId,
        eventId,
        tierId,
        tierName: 'General',
        tierPrice: '10.00',
        firstName: 'Guest',
        lastName: String(start + i),
        phoneNumber: '22000000',
      };
    });
    await db.insert(tickets).values(rows);
  }
  const agents = Array.from({ length: agentCount }, (_, i) => ({
    id: newId(),
    agentId: newPublicId('LA'),
    eventId,
    name: `Gate ${i + 1}`,
    passwordHash: 'x',
  }));
  await db.insert(securityAgents).values(agents);
  return {
    eventId,
    ticketIds,
    agents: await Promise.all(
      agents.map(async (a) => ({
        id: a.id,
        token: await signToken(secret, { kind: 'agent', sub: a.id, eventId }, 3600),
      })),
    ),
  };
}

/** Each ticket is tried by 1 to 3 different agents (deliberate duplicates), in a shuffled order per agent. */
export function scanPlan(ticketIds: string[], agentCount: number, seed = 42): string[][] {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const queues: string[][] = Array.from({ length: agentCount }, () => []);
  ticketIds.forEach((t, i) => {
    const first = i % agentCount;
    queues[first].push(t);
    const r = rnd();
    if (r < 0.3) queues[(first + 17) % agentCount].push(t);
    if (r < 0.05) queues[(first + 31) % agentCount].push(t);
  });
  for (const q of queues) {
    for (let i = q.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [q[i], q[j]] = [q[j], q[i]];
    }
  }
  return queues;
}
