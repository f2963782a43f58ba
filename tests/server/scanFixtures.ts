import { events, priceTiers, securityAgents, tickets } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { newId, newPublicId } from '../../server/lib/ids';
import { localDate } from '../../server/lib/localTime';
import { call, type TestContext } from './harness';

/** An event owned by `ownerId`, written straight to the database (the events API belongs to another area). */
export async function insertEvent(ctx: TestContext, ownerId: string, name = 'Soirée Malouf') {
  const id = newId();
  await ctx.database.db.insert(events).values({
    id,
    ownerId,
    name,
    startDate: localDate(),
    endDate: localDate(),
    startTime: '00:00',
    endTime: '23:59',
  });
  await ctx.database.db
    .insert(priceTiers)
    .values({ id: newId(), eventId: id, position: 0, name: 'General', price: '25.00', totalTickets: 100 });
  return id;
}

export async function insertTicket(
  ctx: TestContext,
  eventId: string,
  opts: Partial<typeof tickets.$inferInsert> = {},
) {
  const row = {
    id: newId(),
    ticketId: newPublicId('TK'),
    eventId,
    tierName: 'General',
    tierPrice: '25.00',
    firstName: 'Amira',
    lastName: 'Ben Salah',
    phoneNumber: '22123456',
    status: 'active',
    ...opts,
  };
  await ctx.database.db.insert(tickets).values(row);
  return row;
}

export async function insertAgent(
  ctx: TestContext,
  eventId: string,
  opts: { name?: string; password?: string; isActive?: boolean } = {},
) {
  const password = opts.password ?? 'agent123';
  const row = {
    id: newId(),
    agentId: newPublicId('AG'),
    eventId,
    name: opts.name ?? `Gate ${newId().slice(0, 4)}`,
    passwordHash: await hashPassword(password),
    isActive: opts.isActive ?? true,
  };
  await ctx.database.db.insert(securityAgents).values(row);
  return { ...row, password };
}

/** Logs an agent in through the public API and returns its session token. */
export async function agentLogin(ctx: TestContext, agent: { agentId: string; password: string }) {
  const res = await call(ctx, 'POST', '/api/security-agents-public/login', {
    body: { agentId: agent.agentId, password: agent.password },
  });
  if (res.status !== 200) throw new Error(`agent login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}
