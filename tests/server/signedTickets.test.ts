import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { call, createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { journal } from '../../server/db/schema';
import { checkCodeOnServer } from '../../server/signing/ticketCodes';
import { openPrivateKey, vaultKey } from '../../server/signing/keyVault';
import {
  parseTicketCode,
  formatTicketCode,
  type SigningStateResponse,
} from '../../src/contract/signedTickets';
import { nextSigningState, checkTicketCode } from '../../src/lib/ticketCodeCheck';

/** Signed ticket codes (extension signedTickets), on PGlite and, with TEST_DATABASE_URL, PostgreSQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function setup() {
  const owner = await createAccount(ctx);
  const eventId = await insertEvent(ctx, owner.id);
  const agent = await insertAgent(ctx, eventId, { name: 'Gate A' });
  const token = await agentLogin(ctx, agent);
  const codeOf = async (ticketId: string) => {
    const res = await call(ctx, 'GET', `/api/tickets/${ticketId}/code`, { token: owner.token });
    expect(res.status).toBe(200);
    return res.body.data.code as string;
  };
  const state = async (since?: string) => {
    const res = await call(
      ctx,
      'GET',
      `/api/security-agents/event/${eventId}/tickets/signing${since && since !== '0' ? `?since=${since}` : ''}`,
      { token },
    );
    expect(res.status).toBe(200);
    return (res.body as SigningStateResponse).data;
  };
  const check = (code: string) => checkCodeOnServer(ctx.database.db, ctx.config, eventId, code);
  return { owner, eventId, token, codeOf, state, check };
}

describe('signed ticket codes', () => {
  it('round-trips: the code names the ticket, verifies on the server and on a scanner, and an edit breaks it', async () => {
    const { eventId, codeOf, state, check } = await setup();
    const t = await insertTicket(ctx, eventId, { tierName: 'VIP Été' });
    const code = await codeOf(t.ticketId);
    const read = parseTicketCode(code);
    expect(read).toMatchObject({
      kind: 'signed',
      ticketId: t.ticketId,
      tier: 'VIP Été',
      codeVersion: 1,
      keyVersion: 1,
    });
    // Compact enough for a 200 px QR at level M.
    expect(code.length).toBeLessThanOrEqual(120);
    expect(code).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(await check(code)).toEqual({ ok: true, ticketId: t.ticketId });
    // The scanner's check (Web Crypto in Node) with the keys the server hands it.
    const device = nextSigningState(null, await state());
    expect(await checkTicketCode(code, eventId, device)).toMatchObject({
      kind: 'signed',
      ticketId: t.ticketId,
    });

    // Another tier, another ticket id, another event: the signature no longer matches.
    if (read.kind !== 'signed') throw new Error('not signed');
    const otherTier = formatTicketCode({ ...read, tier: 'General' });
    const other = await insertTicket(ctx, eventId);
    const otherTicket = formatTicketCode({ ...read, ticketId: other.ticketId });
    for (const forged of [otherTier, otherTicket]) {
      expect(await check(forged)).toEqual({ ok: false, reason: 'altered' });
      expect(await checkTicketCode(forged, eventId, device)).toMatchObject({
        kind: 'refused',
        reason: 'altered',
      });
    }
    expect(await checkTicketCode(code, 'another-event', device)).toMatchObject({ reason: 'altered' });
  });

  it('keeps the private key encrypted at rest, bound to its event and version', async () => {
    const { eventId, codeOf } = await setup();
    const t = await insertTicket(ctx, eventId);
    await codeOf(t.ticketId);
    const {
      rows: [row],
    } = (await ctx.database.db.execute(
      sql`SELECT version, public_key, private_key FROM event_signing_keys WHERE event_id = ${eventId}`,
    )) as unknown as { rows: Array<{ version: number; public_key: string; private_key: string }> };
    expect(row.private_key).toMatch(/^v1\./);
    expect(row.private_key).not.toContain('PRIVATE KEY');
    const key = vaultKey(ctx.config);
    expect(openPrivateKey(key, eventId, 1, row.private_key).asymmetricKeyType).toBe('ed25519');
    expect(() => openPrivateKey(key, 'another-event', 1, row.private_key)).toThrow();
    expect(() => openPrivateKey(Buffer.alloc(32, 7), eventId, 1, row.private_key)).toThrow();
  });

  it('revokes a cancelled ticket, and every code before a re-issue (journaled), in full and in deltas', async () => {
    const { owner, eventId, codeOf, state, check } = await setup();
    const kept = await insertTicket(ctx, eventId);
    const cancelled = await insertTicket(ctx, eventId);
    const shared = await insertTicket(ctx, eventId);
    const first = await state();
    expect(first).toMatchObject({ full: true, revoked: [] });
    const cancelledCode = await codeOf(cancelled.ticketId);
    const oldCode = await codeOf(shared.ticketId);

    const cancel = await call(ctx, 'PUT', `/api/tickets/${cancelled.ticketId}/status`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const reissued = await call(ctx, 'POST', `/api/tickets/${shared.ticketId}/reissue`, {
      token: owner.token,
      body: { confirm: true },
    });
    expect(reissued.status).toBe(200);
    const newCode = reissued.body.data.code as string;
    expect(parseTicketCode(newCode)).toMatchObject({ codeVersion: 2 });
    expect(await codeOf(shared.ticketId)).toBe(newCode);

    expect(await check(cancelledCode)).toEqual({ ok: false, reason: 'revoked' });
    expect(await check(oldCode)).toEqual({ ok: false, reason: 'reissued' });
    expect(await check(newCode)).toEqual({ ok: true, ticketId: shared.ticketId });
    expect(await check(await codeOf(kept.ticketId))).toEqual({ ok: true, ticketId: kept.ticketId });

    // The delta after the first download, and a full download now, say the same.
    // Nothing was revoked at the first download (cursor 0): the phone then asks for the whole state,
    // which is the delta from nothing.
    expect(first.cursor).toBe('0');
    const delta = await state(first.cursor);
    expect(delta.revoked).toHaveLength(2);
    expect(delta.revoked).toEqual(
      expect.arrayContaining([
        { ticketId: cancelled.ticketId, below: null },
        { ticketId: shared.ticketId, below: 2 },
      ]),
    );
    const viaDelta = nextSigningState(nextSigningState(null, first), delta);
    const full = nextSigningState(null, await state());
    expect(viaDelta.revoked).toEqual(full.revoked);
    expect(await state(delta.cursor)).toMatchObject({ revoked: [], cursor: delta.cursor });
    for (const [code, reason] of [
      [cancelledCode, 'revoked'],
      [oldCode, 'reissued'],
    ] as const)
      expect(await checkTicketCode(code, eventId, viaDelta)).toMatchObject({ kind: 'refused', reason });
    expect(await checkTicketCode(newCode, eventId, viaDelta)).toMatchObject({ kind: 'signed' });

    // A cancelled ticket made active again (here by hand: its fixture has no tier row to take a seat
    // from): its current code is valid again.
    await ctx.database.db.execute(
      sql`UPDATE tickets SET status = 'active' WHERE ticket_id = ${cancelled.ticketId}`,
    );
    const again = nextSigningState(viaDelta, await state(delta.cursor));
    expect(await checkTicketCode(cancelledCode, eventId, again)).toMatchObject({ kind: 'signed' });

    const entries = await ctx.database.db
      .select()
      .from(journal)
      .where(and(eq(journal.action, 'ticket.code_reissued'), eq(journal.entityId, shared.ticketId)));
    expect(entries.map((e) => e.after)).toEqual([{ codeVersion: 2 }]);
    // A cancelled ticket has no code to re-issue; someone else's ticket is not found.
    expect(
      (
        await call(ctx, 'POST', `/api/tickets/${kept.ticketId}/reissue`, {
          token: (await createAccount(ctx)).token,
          body: { confirm: true },
        })
      ).status,
    ).toBe(404);
    await call(ctx, 'PUT', `/api/tickets/${kept.ticketId}/status`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(
      (
        await call(ctx, 'POST', `/api/tickets/${kept.ticketId}/reissue`, {
          token: owner.token,
          body: { confirm: true },
        })
      ).status,
    ).toBe(409);
  });

  it('rotates the key: new codes use the new version, older ones stay valid unless the rotation retires them', async () => {
    const { owner, eventId, codeOf, state, check } = await setup();
    const t = await insertTicket(ctx, eventId);
    const v1 = await codeOf(t.ticketId);
    const rotate = (body: object) =>
      call(ctx, 'POST', `/api/events/${eventId}/signing-key/rotate`, { token: owner.token, body });
    const r2 = await rotate({ retirePrevious: false });
    expect(r2.status).toBe(200);
    expect(r2.body.data).toEqual({ version: 2, retired: [] });
    const v2 = await codeOf(t.ticketId);
    expect(parseTicketCode(v2)).toMatchObject({ keyVersion: 2, codeVersion: 1 });
    expect(await check(v1)).toEqual({ ok: true, ticketId: t.ticketId });
    expect(await check(v2)).toEqual({ ok: true, ticketId: t.ticketId });
    const device = nextSigningState(null, await state());
    expect(device.keys.map((k) => [k.version, k.retired])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(await checkTicketCode(v1, eventId, device)).toMatchObject({ kind: 'signed', retiredKey: false });

    // A leak: the older keys are retired; their codes are no longer trusted on their signature alone.
    const r3 = await rotate({ retirePrevious: true });
    expect(r3.body.data).toEqual({ version: 3, retired: [1, 2] });
    expect(await check(v1)).toEqual({ ok: false, reason: 'unknownKey' });
    const after = nextSigningState(device, await state(device.cursor));
    expect(await checkTicketCode(v1, eventId, after)).toMatchObject({ kind: 'signed', retiredKey: true });
    expect(await checkTicketCode(await codeOf(t.ticketId), eventId, after)).toMatchObject({
      kind: 'signed',
      retiredKey: false,
    });
    const rotated = await ctx.database.db
      .select()
      .from(journal)
      .where(and(eq(journal.action, 'event.signing_key_rotated'), eq(journal.entityId, eventId)));
    expect(rotated).toHaveLength(2);
    // Someone else's event: 404; a wrong body: 400.
    const stranger = await createAccount(ctx);
    expect(
      (
        await call(ctx, 'POST', `/api/events/${eventId}/signing-key/rotate`, {
          token: stranger.token,
          body: { retirePrevious: false },
        })
      ).status,
    ).toBe(404);
    expect((await rotate({ retirePrevious: 'yes' })).status).toBe(400);
  });

  it("refuses another event's agent and the organiser's token on the scanner's keys", async () => {
    const { owner, eventId, token } = await setup();
    const otherEvent = await insertEvent(ctx, owner.id, 'Autre');
    const url = (id: string) => `/api/security-agents/event/${id}/tickets/signing`;
    expect((await call(ctx, 'GET', url(otherEvent), { token })).status).toBe(403);
    expect((await call(ctx, 'GET', url(eventId), { token: owner.token })).status).toBe(401);
  });
});
