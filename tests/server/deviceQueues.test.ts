import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent } from './scanFixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const report = (token: string | undefined, body: unknown) =>
  call(ctx, 'PUT', '/api/security-agents/device-queue', { token, body });

describe('admissions waiting on devices (extension deviceQueues)', () => {
  it("shows per agent what its phones hold unsent, a deactivated agent's included", async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
    const b = await insertAgent(ctx, eventId, { name: 'Gate B', password: 'agent456' });
    const tokenA = await agentLogin(ctx, a);
    const waiting = async () => {
      const res = await call(ctx, 'GET', `/api/security-agents/event/${eventId}`, { token: owner.token });
      return Object.fromEntries(
        res.body.data.data.map((x: { name: string; waitingOnDevices: number }) => [
          x.name,
          x.waitingOnDevices,
        ]),
      );
    };
    expect(await waiting()).toEqual({ 'Gate A': 0, 'Gate B': 0 });

    expect((await report(tokenA, { deviceId: 'phone-one-1', waiting: 3 })).status).toBe(200);
    expect((await report(tokenA, { deviceId: 'phone-two-2', waiting: 2 })).status).toBe(200);
    // A phone's new count replaces its last one.
    expect((await report(tokenA, { deviceId: 'phone-one-1', waiting: 1 })).status).toBe(200);
    expect(await waiting()).toEqual({ 'Gate A': 3, 'Gate B': 0 });

    // Deactivated: its phones can still say what waits for its return.
    const off = await call(ctx, 'PUT', `/api/security-agents/${a.id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect((await report(tokenA, { deviceId: 'phone-two-2', waiting: 4 })).status).toBe(200);
    expect(await waiting()).toEqual({ 'Gate A': 5, 'Gate B': 0 });
    expect(b.id).toBeTruthy();
  });

  it('needs an agent token and a sound body', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const a = await insertAgent(ctx, eventId, { name: 'Gate A' });
    const tokenA = await agentLogin(ctx, a);
    expect((await report(undefined, { deviceId: 'phone-one-1', waiting: 1 })).status).toBe(401);
    expect((await report(owner.token, { deviceId: 'phone-one-1', waiting: 1 })).status).toBe(401);
    for (const bad of [{ deviceId: 'x', waiting: 1 }, { deviceId: 'phone-one-1', waiting: -1 }, {}])
      expect((await report(tokenA, bad)).status, JSON.stringify(bad)).toBe(400);
  });
});
