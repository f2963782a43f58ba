import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { tickets } from '../../server/db/schema';
import { ENROL_CODE_GONE } from '../../server/devices/claimDevice';
import { DEVICE_REVOKED } from '../../server/devices/deviceSession';
import { WRONG_PIN } from '../../server/routes/devices';
import { ENROL_CODE_TTL_MS } from '../../src/contract/devices';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());
afterEach(() => vi.useRealTimers());

const nonce = () => randomBytes(12).toString('base64url');
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function setup() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const agent = await insertAgent(ctx, eventId, { name: 'Gate A' });
  return { owner, eventId, agent };
}

async function enrol(owner: { token: string }, eventId: string, agentId: string, kiosk = false) {
  const res = await call(ctx, 'POST', `/api/devices/event/${eventId}`, {
    token: owner.token,
    body: { agentId, kiosk },
  });
  expect(res.status).toBe(201);
  return res.body.data as { code: string; link: string; expiresAt: string; device: { id: string } };
}

const claim = (code: string) =>
  call(ctx, 'POST', '/api/devices/claim', { body: { code, appVersion: '1.0.0' } });

const list = async (owner: { token: string }, eventId: string) => {
  const res = await call(ctx, 'GET', `/api/devices/event/${eventId}`, { token: owner.token });
  expect(res.status).toBe(200);
  return res.body.data as { data: Array<Record<string, unknown>>; kioskPinSet: boolean };
};

const journal = async (action: string) =>
  rowsOf<{ after: Record<string, unknown> }>(
    await ctx.database.db.execute(sql`SELECT after FROM journal WHERE action = ${action} ORDER BY seq`),
  );

describe('enrolling a phone (extension devices)', () => {
  it('gives the phone its own session for one agent and event, without the password; the code works once', async () => {
    const { owner, eventId, agent } = await setup();
    const enrolment = await enrol(owner, eventId, agent.id, true);
    expect(enrolment.link).toMatch(
      new RegExp(`/security-scanner/${agent.agentId}\\?enrol=${enrolment.code}$`),
    );
    // The code is never stored: only its hash.
    const stored = rowsOf<{ enrol_code_hash: string }>(
      await ctx.database.db.execute(sql`SELECT enrol_code_hash FROM scanner_devices`),
    );
    expect(stored[0].enrol_code_hash).not.toContain(enrolment.code);

    const first = await claim(enrolment.code);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      agent: { _id: agent.id, agentId: agent.agentId, name: 'Gate A' },
      event: { _id: eventId },
      device: { id: enrolment.device.id, kiosk: true },
    });
    const token = first.body.data.token as string;
    const listRes = await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets`, { token });
    expect(listRes.status).toBe(200);

    // One-time: the same code again is refused, and the first phone keeps its session.
    const again = await claim(enrolment.code);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(ENROL_CODE_GONE);

    const [device] = (await list(owner, eventId)).data;
    expect(device).toMatchObject({ status: 'active', appVersion: '1.0.0', kiosk: true });
    expect(device.lastSeenAt).toEqual(expect.any(String));
    expect((await journal('device.enrolled')).length).toBe(1);
  });

  it('refuses a code after its 10 minutes, and accepts it just before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    const { owner, eventId, agent } = await setup();
    const late = await enrol(owner, eventId, agent.id);
    const inTime = await enrol(owner, eventId, agent.id);
    vi.setSystemTime(new Date(Date.parse('2026-11-27T20:00:00Z') + ENROL_CODE_TTL_MS - 1000));
    expect((await claim(inTime.code)).status).toBe(200);
    vi.setSystemTime(new Date(Date.parse('2026-11-27T20:00:00Z') + ENROL_CODE_TTL_MS + 1000));
    const expired = await claim(late.code);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(ENROL_CODE_GONE);
    // An expired enrolment leaves the list; the enrolled phone stays.
    expect((await list(owner, eventId)).data.map((d) => d.id)).toEqual([inTime.device.id]);
  });

  it("is the organiser's: another account cannot enrol, list or revoke", async () => {
    const { owner, eventId, agent } = await setup();
    const stranger = await createAccount(ctx);
    const { device } = await enrol(owner, eventId, agent.id);
    expect(
      (
        await call(ctx, 'POST', `/api/devices/event/${eventId}`, {
          token: stranger.token,
          body: { agentId: agent.id },
        })
      ).status,
    ).toBe(404);
    expect((await call(ctx, 'GET', `/api/devices/event/${eventId}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (await call(ctx, 'POST', `/api/devices/${device.id}/revoke`, { token: stranger.token })).status,
    ).toBe(404);
    // An agent of another event is not enrolled here.
    const otherEvent = await insertEvent(ctx, owner.id, 'Other');
    const other = await insertAgent(ctx, otherEvent, { name: 'Gate Z' });
    expect(
      (
        await call(ctx, 'POST', `/api/devices/event/${eventId}`, {
          token: owner.token,
          body: { agentId: other.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('revoking a phone', () => {
  it('refuses its very next call and its syncs; a password login of the same agent still works', async () => {
    const { owner, eventId, agent } = await setup();
    const t1 = await insertTicket(ctx, eventId);
    const t2 = await insertTicket(ctx, eventId);
    const { code, device } = await enrol(owner, eventId, agent.id);
    const token = (await claim(code)).body.data.token as string;
    const scan1 = { nonce: nonce(), ticketId: t1.ticketId, deviceAt: new Date().toISOString() };
    // The phone reports what it holds unsent, with the admissions themselves.
    const report = await call(ctx, 'PUT', '/api/security-agents/device-queue', {
      token,
      body: { deviceId: 'browser-id-0001', waiting: 1, scans: [scan1], appVersion: '1.0.1' },
    });
    expect(report.status).toBe(200);

    const revoke = await call(ctx, 'POST', `/api/devices/${device.id}/revoke`, { token: owner.token });
    expect(revoke.status).toBe(200);
    expect(revoke.body.data).toMatchObject({ status: 'revoked', waiting: 1, appVersion: '1.0.1' });
    expect(revoke.body.data.queued).toEqual([{ ...scan1, holder: 'Amira Ben Salah' }]);

    const refused = [
      await call(ctx, 'GET', `/api/security-agents/event/${eventId}/tickets`, { token }),
      await call(ctx, 'POST', `/api/security-agents/scan/${t2.ticketId}`, {
        token,
        body: { action: 'accept', stage: 'scan' },
      }),
      await call(ctx, 'POST', '/api/security-agents/sync', { token, body: { scans: [scan1] } }),
      await call(ctx, 'PUT', '/api/security-agents/device-queue', {
        token,
        body: { deviceId: 'browser-id-0001', waiting: 0 },
      }),
      await call(ctx, 'GET', '/api/devices/me', { token }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    // Revoked once: a second revoke changes nothing.
    expect((await call(ctx, 'POST', `/api/devices/${device.id}/revoke`, { token: owner.token })).status).toBe(
      409,
    );
    expect(refused.every((r) => r.body.message === DEVICE_REVOKED)).toBe(true);
    // Nothing it sent was recorded.
    const rows = await ctx.database.db.select().from(tickets).where(eq(tickets.eventId, eventId));
    expect(rows.every((t) => !t.isScanned)).toBe(true);
    expect((await journal('device.revoked')).length).toBe(1);

    // The agent itself is not revoked: its password login works on another phone.
    expect(await agentLogin(ctx, agent)).toEqual(expect.any(String));
  });

  it("lets the organiser admit a revoked phone's reported admissions once, or discard them", async () => {
    const { owner, eventId, agent } = await setup();
    const t1 = await insertTicket(ctx, eventId);
    const t2 = await insertTicket(ctx, eventId);
    const phones = [await enrol(owner, eventId, agent.id), await enrol(owner, eventId, agent.id)];
    const [tokenA, tokenB] = [
      (await claim(phones[0].code)).body.data.token as string,
      (await claim(phones[1].code)).body.data.token as string,
    ];
    const scanA = { nonce: nonce(), ticketId: t1.ticketId };
    const scanB = { nonce: nonce(), ticketId: t2.ticketId };
    for (const [token, scan] of [
      [tokenA, scanA],
      [tokenB, scanB],
    ] as const)
      await call(ctx, 'PUT', '/api/security-agents/device-queue', {
        token,
        body: { deviceId: 'browser-id-0001', waiting: 1, scans: [scan] },
      });
    const cardWaiting = async () =>
      (await call(ctx, 'GET', `/api/security-agents/event/${eventId}`, { token: owner.token })).body.data
        .data[0].waitingOnDevices;
    expect(await cardWaiting()).toBe(2);

    // Not revoked: nothing to decide yet.
    const early = await call(ctx, 'POST', `/api/devices/${phones[0].device.id}/queue`, {
      token: owner.token,
      body: { decision: 'admit' },
    });
    expect(early.status).toBe(409);

    for (const p of phones)
      await call(ctx, 'POST', `/api/devices/${p.device.id}/revoke`, { token: owner.token });
    const admit = await call(ctx, 'POST', `/api/devices/${phones[0].device.id}/queue`, {
      token: owner.token,
      body: { decision: 'admit' },
    });
    expect(admit.status).toBe(200);
    expect(admit.body.data.results.map((r: { result: string }) => r.result)).toEqual(['accepted']);
    expect(admit.body.data.device).toMatchObject({ queued: [], waiting: 0, queueDecision: 'admitted' });
    const twice = await call(ctx, 'POST', `/api/devices/${phones[0].device.id}/queue`, {
      token: owner.token,
      body: { decision: 'admit' },
    });
    expect(twice.status).toBe(409);

    const discard = await call(ctx, 'POST', `/api/devices/${phones[1].device.id}/queue`, {
      token: owner.token,
      body: { decision: 'discard' },
    });
    expect(discard.status).toBe(200);
    const [row1] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, t1.id));
    const [row2] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, t2.id));
    expect(row1).toMatchObject({ isScanned: true, scannedBy: agent.id });
    expect(row2.isScanned).toBe(false);
    expect(await cardWaiting()).toBe(0);
    expect((await journal('device.queue_admitted'))[0].after).toMatchObject({ scans: [t1.ticketId] });
    expect((await journal('device.queue_discarded'))[0].after).toMatchObject({ scans: [t2.ticketId] });
  });
});

describe('kiosk mode', () => {
  it("is set per phone, and left only with the organiser's PIN, stored hashed", async () => {
    const { owner, eventId, agent } = await setup();
    const { code, device } = await enrol(owner, eventId, agent.id);
    const token = (await claim(code)).body.data.token as string;
    const me = async () => (await call(ctx, 'GET', '/api/devices/me', { token })).body.data.device;
    expect(await me()).toMatchObject({ id: device.id, kiosk: false });
    const set = await call(ctx, 'PUT', `/api/devices/${device.id}`, {
      token: owner.token,
      body: { kiosk: true },
    });
    expect(set.status).toBe(200);
    expect(await me()).toMatchObject({ kiosk: true });

    const unlock = (pin: string) => call(ctx, 'POST', '/api/devices/me/unlock', { token, body: { pin } });
    expect((await unlock('1234')).status).toBe(409); // no PIN yet
    expect(
      (
        await call(ctx, 'PUT', `/api/devices/event/${eventId}/kiosk-pin`, {
          token: owner.token,
          body: { pin: '12' },
        })
      ).body.errors,
    ).toEqual({ pin: 'validation.kioskPin' });
    const pinSet = await call(ctx, 'PUT', `/api/devices/event/${eventId}/kiosk-pin`, {
      token: owner.token,
      body: { pin: '2468' },
    });
    expect(pinSet.status).toBe(200);
    const [{ kiosk_pin_hash: hash }] = rowsOf<{ kiosk_pin_hash: string }>(
      await ctx.database.db.execute(sql`SELECT kiosk_pin_hash FROM events WHERE id = ${eventId}`),
    );
    expect(hash).not.toContain('2468');
    expect((await list(owner, eventId)).kioskPinSet).toBe(true);

    const wrong = await unlock('1357');
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(WRONG_PIN);
    expect((await unlock('2468')).status).toBe(200);
    // A password session is no phone: nothing to unlock.
    const plain = await agentLogin(ctx, agent);
    expect(
      (await call(ctx, 'POST', '/api/devices/me/unlock', { token: plain, body: { pin: '2468' } })).status,
    ).toBe(409);
    expect((await call(ctx, 'GET', '/api/devices/me', { token: plain })).body.data.device).toBeNull();
  });
});

describe('API_PROFILE=spec', () => {
  it('has no devices', async () => {
    const spec = await createTestContext({ apiProfile: 'spec' });
    try {
      const owner = await createAccount(spec);
      const res = await call(spec, 'GET', '/api/devices/event/x', { token: owner.token });
      expect(res.status).toBe(404);
      expect(
        (await call(spec, 'POST', '/api/devices/claim', { body: { code: 'a'.repeat(22) } })).status,
      ).toBe(404);
    } finally {
      await spec.close();
    }
  });
});
