import type { Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { checkinLists, events, priceTiers, securityAgents, tickets, scanLog } from '../db/schema';
import { hashPassword } from '../auth/password';
import { newId, newPublicId } from '../lib/ids';
import { localDate } from '../lib/localTime';
import { FIRST_NAMES, LAST_NAMES, daysFromNow, phoneNumber, type Random } from './random';

export const DEMO_AGENT_PASSWORD = 'agent123';
export const DEMO_GATE_B_PASSWORD = 'gateb2026';

interface TierSpec {
  name: string;
  description: string;
  price: string;
  totalTickets: number;
  sold: number;
}
interface EventSpec {
  name: string;
  description: string;
  category: string;
  color: string;
  locationName: string;
  address: string;
  latitude: string;
  longitude: string;
  start: Date;
  end: Date;
  startTime: string;
  endTime: string;
  tiers: TierSpec[];
  scannedShare: number;
  cancelled: number;
}

/**
 * The live event's gates (extension checkInLists): 'Main entrance' for the general tier, with
 * re-entry, and 'VIP' for the other, without; the seeded admissions counted as entries. The demo's
 * agents stay on no list (every tier), so that the door works as before until the organiser assigns them.
 */
async function seedCheckInLists(
  db: Db,
  eventId: string,
  spec: EventSpec,
  tierRows: Array<{ id: string; position: number }>,
) {
  const at = (position: number) => tierRows.filter((t) => t.position === position).map((t) => t.id);
  await db.insert(checkinLists).values([
    { id: newId(), eventId, name: 'Main entrance', tierIds: at(0), allowReentry: true },
    {
      id: newId(),
      eventId,
      name: 'VIP',
      tierIds: at(1),
      startsAt: new Date(spec.start.getTime() - 2 * 3600_000),
      allowReentry: false,
    },
  ]);
  await db.execute(sql`
    INSERT INTO gate_passages (event_id, ticket_id, agent_id, list_id, kind, at)
    SELECT event_id, id, scanned_by, NULL, 'entry', COALESCE(scanned_at, now())
    FROM tickets WHERE event_id = ${eventId} AND is_scanned`);
}

export async function seedEvents(db: Db, rnd: Random, ownerId: string) {
  const specs: EventSpec[] = [
    {
      name: 'Festival International de Carthage — Soirée Malouf',
      description: 'Three nights of Tunisian malouf and Andalusian music in the Roman theatre of Carthage.',
      category: 'music',
      color: '#3B82F6',
      locationName: 'Théâtre romain de Carthage',
      address: 'Rue Hannibal, Carthage 2016, Tunis',
      latitude: '36.857100',
      longitude: '10.331700',
      start: daysFromNow(-1),
      end: daysFromNow(2),
      startTime: '18:00',
      endTime: '23:59',
      tiers: [
        {
          name: 'General',
          description: 'Standing area, open placement',
          price: '25.00',
          totalTickets: 150,
          sold: 120,
        },
        {
          name: 'Gradins',
          description: 'Numbered seats on the stone terraces',
          price: '45.00',
          totalTickets: 70,
          sold: 60,
        },
        {
          name: 'VIP',
          description: 'Front rows with welcome drink',
          price: '120.00',
          totalTickets: 30,
          sold: 22,
        },
      ],
      scannedShare: 0.35,
      cancelled: 9,
    },
    {
      name: 'Jazz à Tabarka 2026',
      description: 'Open-air jazz by the sea, with Tunisian and international bands.',
      category: 'music',
      color: '#8B5CF6',
      locationName: 'Basilique de Tabarka',
      address: 'Avenue Habib Bourguiba, Tabarka 8110',
      latitude: '36.954400',
      longitude: '8.758000',
      start: daysFromNow(21),
      end: daysFromNow(23),
      startTime: '20:00',
      endTime: '23:30',
      tiers: [
        { name: 'General', description: 'Free seating', price: '35.00', totalTickets: 400, sold: 38 },
        {
          name: 'Pass 3 jours',
          description: 'Entry to all three evenings',
          price: '90.00',
          totalTickets: 120,
          sold: 12,
        },
      ],
      scannedShare: 0,
      cancelled: 2,
    },
    {
      name: 'Tunis Startup Summit',
      description: 'Talks and workshops for founders and investors of the Tunisian tech scene.',
      category: 'conference',
      color: '#10B981',
      locationName: 'Cité de la Culture',
      address: 'Avenue Mohamed V, Tunis 1001',
      latitude: '36.811900',
      longitude: '10.181600',
      start: daysFromNow(-30),
      end: daysFromNow(-29),
      startTime: '09:00',
      endTime: '18:00',
      tiers: [
        { name: 'Standard', description: 'Conference access', price: '60.00', totalTickets: 120, sold: 96 },
        {
          name: 'Investor',
          description: 'Conference, lounge and dinner',
          price: '250.00',
          totalTickets: 20,
          sold: 14,
        },
      ],
      scannedShare: 0.9,
      cancelled: 3,
    },
  ];

  const phones = new Set<string>();
  const agentPasswordHash = await hashPassword(DEMO_AGENT_PASSWORD);
  const secondAgentHash = await hashPassword(DEMO_GATE_B_PASSWORD);
  let liveEventId = '';
  const agentsOut: Array<{ name: string; agentId: string; password: string }> = [];

  for (const [index, spec] of specs.entries()) {
    const eventId = newId();
    if (index === 0) liveEventId = eventId;
    const sold = spec.tiers.reduce((s, t) => s + t.sold, 0);
    await db.insert(events).values({
      id: eventId,
      ownerId,
      name: spec.name,
      description: spec.description,
      category: spec.category,
      color: spec.color,
      locationName: spec.locationName,
      locationAddress: spec.address,
      latitude: spec.latitude,
      longitude: spec.longitude,
      startDate: localDate(spec.start),
      endDate: localDate(spec.end),
      startTime: spec.startTime,
      endTime: spec.endTime,
      isActive: true,
      totalTicketsSold: sold,
    });
    const tierRows = spec.tiers.map((t, position) => ({
      id: newId(),
      eventId,
      position,
      name: t.name,
      description: t.description,
      price: t.price,
      totalTickets: t.totalTickets,
      soldTickets: t.sold,
    }));
    await db.insert(priceTiers).values(tierRows);

    const agents =
      index === 0
        ? [
            {
              id: newId(),
              agentId: newPublicId('AG'),
              name: 'Gate A',
              passwordHash: agentPasswordHash,
              password: DEMO_AGENT_PASSWORD,
            },
            {
              id: newId(),
              agentId: newPublicId('AG'),
              name: 'Gate B',
              passwordHash: secondAgentHash,
              password: DEMO_GATE_B_PASSWORD,
            },
          ]
        : [];
    if (agents.length) {
      await db.insert(securityAgents).values(
        agents.map((a, i) => ({
          id: a.id,
          agentId: a.agentId,
          eventId,
          name: a.name,
          passwordHash: a.passwordHash,
          loginCount: 3 - i,
          // Never in the future: earlier today, or minutes ago when the demo starts before 18:00.
          lastLogin: new Date(
            Math.min(daysFromNow(0, 18, 5 + i * 10).getTime(), Date.now() - (i + 1) * 600_000),
          ),
        })),
      );
      agentsOut.push(...agents.map((a) => ({ name: a.name, agentId: a.agentId, password: a.password })));
    }

    const ticketRows: Array<typeof tickets.$inferInsert> = [];
    const logRows: Array<typeof scanLog.$inferInsert> = [];
    for (const tier of tierRows) {
      const spec_ = spec.tiers[tier.position];
      // Cancelled tickets no longer hold a seat, so they come on top of the tier's sold count.
      const cancelledHere = tier.position === 0 ? spec.cancelled : 0;
      for (let i = 0; i < spec_.sold + cancelledHere; i++) {
        // Bought before the event and never later than now (an upcoming event's sales are past sales).
        const purchase = new Date(
          Math.min(
            spec.start.getTime() - rnd.int(1, 40) * 86400000 - rnd.int(0, 86399) * 1000,
            Date.now() - (i + 1) * 60_000,
          ),
        );
        const cancelled = i >= spec_.sold;
        const scanned = !cancelled && rnd.chance(spec.scannedShare);
        const agent = scanned && agents.length ? rnd.pick(agents) : undefined;
        const scannedAt = scanned
          ? new Date(Math.min(Date.now(), spec.start.getTime() + rnd.int(0, 150) * 60000))
          : null;
        const ticketId = newPublicId('TK');
        const id = newId();
        ticketRows.push({
          id,
          ticketId,
          eventId,
          tierId: tier.id,
          tierName: tier.name,
          tierPrice: tier.price,
          firstName: rnd.pick(FIRST_NAMES),
          lastName: rnd.pick(LAST_NAMES),
          phoneNumber: phoneNumber(rnd, phones),
          status: cancelled ? 'cancelled' : scanned ? 'used' : 'active',
          isScanned: scanned,
          scannedAt,
          scannedBy: agent?.id ?? null,
          purchaseDate: purchase,
        });
        if (scanned && agent) {
          logRows.push({
            id: newId(),
            eventId,
            ticketRef: ticketId,
            agentId: agent.id,
            action: 'accept',
            result: 'accepted',
            createdAt: scannedAt ?? new Date(),
          });
        }
      }
    }
    for (let i = 0; i < ticketRows.length; i += 500)
      await db.insert(tickets).values(ticketRows.slice(i, i + 500));
    if (logRows.length) await db.insert(scanLog).values(logRows);
    if (index === 0) await seedCheckInLists(db, eventId, spec, tierRows);
  }
  return { liveEventId, agents: agentsOut };
}
