import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, securityAgents, users } from '../db/schema';
import { createRandom } from './random';
import { seedAccounts, DEMO_AGENCY_EMAIL, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from './accounts';
import { seedEvents, DEMO_AGENT_PASSWORD, DEMO_GATE_B_PASSWORD } from './events';
import { seedBusiness } from './business';
import { seedRental } from './rental';
import { journalOpeningBalances } from './journal';
import { seedTeam } from './team';

export interface DemoSummary {
  agents: Array<{ name: string; agentId: string; password: string }>;
  addablePhones: string[];
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

/** Tables in an order that respects foreign keys when emptied. */
const TABLES = [
  'approvals',
  'members',
  'scan_log',
  'scan_sync',
  'gate_passages',
  'tickets',
  'checkin_lists',
  'security_agents',
  'price_tiers',
  'events',
  'journal',
  'reservation_payments',
  'idempotency_keys',
  'transactions',
  'managed_users',
  'bank_transfers',
  'subscription_payments',
  'reservations',
  'cars',
  'password_resets',
  'users',
];

/**
 * Empties every table: `npm run seed -- --reset` and the tests' reset. The journal refuses TRUNCATE
 * (migration 0700); this path alone sets that trigger aside, in its own transaction, as the table's
 * owner, because wiping the demo means starting a new chain. No API route reaches it.
 */
export async function clearAll(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE journal DISABLE TRIGGER journal_no_truncate`);
    await tx.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} CASCADE`));
    await tx.execute(sql`ALTER TABLE journal ENABLE ALWAYS TRIGGER journal_no_truncate`);
  });
}

export async function seedDemo(
  db: Db,
  opts: { dataDir: string; commissionRate: number },
): Promise<DemoSummary> {
  const rnd = createRandom();
  const { agencyId } = await seedAccounts(db);
  const { agents } = await seedEvents(db, rnd, agencyId);
  const { addablePhones } = await seedBusiness(db, rnd, opts.dataDir, agencyId);
  await seedRental(db, rnd, opts.dataDir, agencyId, opts.commissionRate);
  await journalOpeningBalances(db, agencyId);
  await seedTeam(db, agencyId);
  return { agents, addablePhones };
}

/** The demo agents' scanner links, read back on later starts (their passwords are the seeded ones). */
export async function demoAgentLinks(db: Db): Promise<DemoSummary['agents']> {
  const rows = await db
    .select({ name: securityAgents.name, agentId: securityAgents.agentId })
    .from(securityAgents)
    .innerJoin(events, eq(events.id, securityAgents.eventId))
    .innerJoin(users, eq(users.id, events.ownerId))
    .where(and(eq(users.email, DEMO_AGENCY_EMAIL), inArray(securityAgents.name, ['Gate A', 'Gate B'])))
    .orderBy(securityAgents.name);
  return rows.map((r) => ({
    ...r,
    password: r.name === 'Gate A' ? DEMO_AGENT_PASSWORD : DEMO_GATE_B_PASSWORD,
  }));
}

export function describeDemo(summary: DemoSummary | null, url: string): string {
  const lines = [
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    `  ${DEMO_AGENCY_EMAIL}   back-office (ticketAgency)`,
    `  ${DEMO_CUSTOMER_EMAIL}   customer account (role user: refused by the back-office)`,
  ];
  if (summary) {
    for (const a of summary.agents)
      lines.push(`  Security agent ${a.name}: ${url}/security-scanner/${a.agentId}  password ${a.password}`);
    if (summary.addablePhones.length) {
      lines.push(`  Platform users not yet managed (add them by phone): ${summary.addablePhones.join(', ')}`);
    }
  }
  return lines.join('\n');
}
