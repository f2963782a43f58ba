import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { securityAgents, tickets } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import { verifyPassword } from '../../server/auth/password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    loginRateLimit: { max: 3, windowMs: 60_000 },
    publicUrl: 'https://tickets.example.tn',
  });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('organiser: /api/security-agents', () => {
  it('creates an agent with a public agentId, a hashed password and the absolute scanner URL as qrCodeData', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const res = await call(ctx, 'POST', `/api/security-agents/event/${eventId}`, {
      token: owner.token,
      body: { name: 'Gate A', password: 'secret1' },
    });
    expect(res.status).toBe(201);
    const agent = res.body.data;
    expect(agent).toMatchObject({
      name: 'Gate A',
      isActive: true,
      loginCount: 0,
      lastLogin: null,
      scanCount: 0,
    });
    expect(agent.agentId).toMatch(/^AG-[A-Z2-9]{10}$/);
    expect(agent._id).toMatch(/^[0-9a-f]{24}$/);
    expect(agent.qrCodeData).toBe(`https://tickets.example.tn/security-scanner/${agent.agentId}`);
    expect(JSON.stringify(res.body)).not.toMatch(/secret1|password/i);
    const [row] = await ctx.database.db.select().from(securityAgents).where(eq(securityAgents.id, agent._id));
    expect(row.passwordHash).not.toBe('secret1');
    expect(await verifyPassword('secret1', row.passwordHash)).toBe(true);

    const list = await call(ctx, 'GET', `/api/security-agents/event/${eventId}`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.data).toHaveLength(1);
    expect(list.body.data.data[0]).toMatchObject({ _id: agent._id, agentId: agent.agentId, name: 'Gate A' });
  });

  it('validates the body: name required, password of at least 6 characters, unique name per event', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const path = `/api/security-agents/event/${eventId}`;
    for (const body of [
      { password: 'secret1' },
      { name: '  ', password: 'secret1' },
      { name: 'A', password: '12345' },
      { name: 'A' },
      { name: 5, password: 'secret1' },
    ]) {
      const res = await call(ctx, 'POST', path, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await call(ctx, 'POST', path, { token: owner.token, rawBody: '{oops' })).status).toBe(400);
    expect(
      (await call(ctx, 'POST', path, { token: owner.token, body: { name: 'Gate A', password: '123456' } }))
        .status,
    ).toBe(201);
    const dup = await call(ctx, 'POST', path, {
      token: owner.token,
      body: { name: 'gate a', password: '123456' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('An agent with this name already exists for this event');
    expect(dup.body.errors).toEqual({ name: 'validation.agentNameTaken' });
  });

  it('PUT sets isActive, DELETE removes; both only for the event owner (others get 404)', async () => {
    const owner = await createAccount(ctx);
    const other = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId, { name: 'Gate A' });

    for (const [method, path, body] of [
      ['GET', `/api/security-agents/event/${eventId}`, undefined],
      ['POST', `/api/security-agents/event/${eventId}`, { name: 'X', password: '123456' }],
      ['PUT', `/api/security-agents/${agent.id}`, { isActive: false }],
      ['DELETE', `/api/security-agents/${agent.id}`, undefined],
    ] as const) {
      const res = await call(ctx, method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toMatch(/^(Event not found|Security agent not found)$/);
      expect((await call(ctx, method, path, { body })).status).toBe(401);
    }

    const off = await call(ctx, 'PUT', `/api/security-agents/${agent.id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.isActive).toBe(false);
    expect(
      (
        await call(ctx, 'PUT', `/api/security-agents/${agent.id}`, {
          token: owner.token,
          body: { isActive: 'no' },
        })
      ).status,
    ).toBe(400);
    const on = await call(ctx, 'PUT', `/api/security-agents/${agent.id}`, {
      token: owner.token,
      body: { isActive: true },
    });
    expect(on.body.data.isActive).toBe(true);

    const del = await call(ctx, 'DELETE', `/api/security-agents/${agent.id}`, { token: owner.token });
    expect(del.status).toBe(200);
    expect(
      (await call(ctx, 'GET', `/api/security-agents/event/${eventId}`, { token: owner.token })).body.data
        .data,
    ).toEqual([]);
    expect(
      (await call(ctx, 'DELETE', `/api/security-agents/${agent.id}`, { token: owner.token })).status,
    ).toBe(404);
  });

  it('lists scans per agent (tickets each agent admitted)', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
    const b = await insertAgent(ctx, eventId, { name: 'Gate B' });
    await insertTicket(ctx, eventId, {
      isScanned: true,
      status: 'used',
      scannedBy: a.id,
      scannedAt: new Date(),
    });
    await insertTicket(ctx, eventId, {
      isScanned: true,
      status: 'used',
      scannedBy: a.id,
      scannedAt: new Date(),
    });
    await insertTicket(ctx, eventId, {
      isScanned: true,
      status: 'used',
      scannedBy: b.id,
      scannedAt: new Date(),
    });
    await insertTicket(ctx, eventId);
    const list = await call(ctx, 'GET', `/api/security-agents/event/${eventId}`, { token: owner.token });
    const byName = Object.fromEntries(
      list.body.data.data.map((x: { name: string; scanCount: number }) => [x.name, x.scanCount]),
    );
    expect(byName).toEqual({ 'Gate A': 2, 'Gate B': 1 });
  });
});

describe('public login: /api/security-agents-public/login', () => {
  it('returns success, data.agent, data.event and a token; increments loginCount and sets lastLogin', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id, 'Jazz à Tabarka');
    const agent = await insertAgent(ctx, eventId, { name: 'Gate A' });
    const res = await call(ctx, 'POST', '/api/security-agents-public/login', {
      body: { agentId: agent.agentId, password: agent.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.agent).toEqual({ _id: agent.id, agentId: agent.agentId, name: 'Gate A' });
    expect(res.body.data.event).toEqual({ _id: eventId, name: 'Jazz à Tabarka' });
    expect(typeof res.body.data.token).toBe('string');
    await agentLogin(ctx, agent);
    const [row] = await ctx.database.db.select().from(securityAgents).where(eq(securityAgents.id, agent.id));
    expect(row.loginCount).toBe(2);
    expect(row.lastLogin).toBeInstanceOf(Date);
    expect(Date.now() - row.lastLogin!.getTime()).toBeLessThan(60_000);
  });

  it("refuses a wrong password or unknown agent with 401 'Invalid credentials', and an inactive agent with 403", async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId);
    const wrong = await call(ctx, 'POST', '/api/security-agents-public/login', {
      body: { agentId: agent.agentId, password: 'nope!!' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid credentials');
    expect(
      (
        await call(ctx, 'POST', '/api/security-agents-public/login', {
          body: { agentId: 'AG-NOPE', password: 'x' },
        })
      ).status,
    ).toBe(401);
    expect((await call(ctx, 'POST', '/api/security-agents-public/login', { body: {} })).status).toBe(400);

    const inactive = await insertAgent(ctx, eventId, { isActive: false });
    const res = await call(ctx, 'POST', '/api/security-agents-public/login', {
      body: { agentId: inactive.agentId, password: inactive.password },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This security agent is inactive');
    const [row] = await ctx.database.db
      .select()
      .from(securityAgents)
      .where(eq(securityAgents.id, inactive.id));
    expect(row.loginCount).toBe(0);
  });

  it('is rate-limited like the dashboard login (429 after too many failures, even with the right password)', async () => {
    const owner = await createAccount(ctx);
    const agent = await insertAgent(ctx, await insertEvent(ctx, owner.id));
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await call(ctx, 'POST', '/api/security-agents-public/login', {
            body: { agentId: agent.agentId, password: 'wrong1' },
          })
        ).status,
      ).toBe(401);
    }
    const blocked = await call(ctx, 'POST', '/api/security-agents-public/login', {
      body: { agentId: agent.agentId, password: agent.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed attempts/);
  });
});

describe('agent session: ticket list', () => {
  it('lists the event tickets in data.data for the agent token only, and only for its own event', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const otherEvent = await insertEvent(ctx, owner.id, 'Other');
    const agent = await insertAgent(ctx, eventId);
    const t = await insertTicket(ctx, eventId, { firstName: 'Yassine', profilePicture: '/uploads/y.png' });
    await insertTicket(ctx, otherEvent);
    const token = await agentLogin(ctx, agent);

    const res = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets?agentId=${agent.id}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(1);
    expect(res.body.data.data[0]).toMatchObject({
      _id: t.id,
      ticketId: t.ticketId,
      customerInfo: {
        firstName: 'Yassine',
        lastName: 'Ben Salah',
        phoneNumber: '22123456',
        profilePicture: '/uploads/y.png',
      },
      priceTier: { name: 'General', price: 25 },
      status: 'active',
      isScanned: false,
    });

    expect(
      (await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets?agentId=${agent.id}`)).status,
    ).toBe(401);
    expect(
      (await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets`, { token: owner.token }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(ctx, 'GET', `/api/security-agents/event/${otherEvent}/tickets?agentId=${agent.id}`, {
          token,
        })
      ).status,
    ).toBe(403);
    const other = await insertAgent(ctx, eventId);
    expect(
      (await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets?agentId=${other.id}`, { token }))
        .status,
    ).toBe(403);
  });

  it('stops working when the agent is deactivated or deleted', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId);
    const token = await agentLogin(ctx, agent);
    const path = `/api/security-agents/event/${eventId}/tickets?agentId=${agent.id}`;
    expect((await call(ctx, 'GET', path, { token })).status).toBe(200);
    await call(ctx, 'PUT', `/api/security-agents/${agent.id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect((await call(ctx, 'GET', path, { token })).status).toBe(403);
    await call(ctx, 'DELETE', `/api/security-agents/${agent.id}`, { token: owner.token });
    expect((await call(ctx, 'GET', path, { token })).status).toBe(401);
  });

  it('serves an event of 20,000 tickets in one list, gzip-compressed for phones on event Wi-Fi', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId);
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: newId(),
      ticketId: `TK-BULK${String(i).padStart(6, '0')}`,
      eventId,
      tierName: 'General',
      tierPrice: '25.00',
      firstName: `First${i}`,
      lastName: `Last${i}`,
      phoneNumber: `2${String(i).padStart(7, '0')}`,
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await ctx.database.db.insert(tickets).values(rows.slice(i, i + 2000));
    const token = await agentLogin(ctx, agent);
    // How fast at this size: `npm run bench` (scanner list usable at 20,000 tickets).
    const res = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets?agentId=${agent.id}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(20_000);
    const gz = await ctx.app.request(`/api/security-agents/event/${eventId}/tickets?agentId=${agent.id}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const compressed = (await gz.arrayBuffer()).byteLength;
    expect(compressed).toBeLessThan(JSON.stringify(res.body).length / 4);
  });
});
