import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { journal, transactions, users } from '../../server/db/schema';
import { MEMBER_ROLES, type MemberRole } from '../../src/contract/members';
import { ROLE_FORBIDDEN } from '../../src/contract/permissions';
import { APPROVAL_MESSAGES } from '../../src/contract/approvals';

let ctx: TestContext;
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];
let mailArrived: (() => void) | null = null;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        inbox.push(mail);
        mailArrived?.();
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await createTestContext({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    fundsApprovalThreshold: 1000,
    publicUrl: 'https://backoffice.test',
  });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  await ctx.reset();
  inbox.length = 0;
});

/** Waits until `n` mails have arrived at the test's SMTP server. */
function mails(n: number) {
  return new Promise<ParsedMail[]>((resolve) => {
    const check = () => {
      if (inbox.length >= n) resolve(inbox.slice(0, n));
    };
    mailArrived = check;
    check();
  });
}

const linkIn = (mail: ParsedMail) =>
  /https:\/\/backoffice\.test\/reset-password\/(\S+)/.exec(mail.text ?? '')![1];

/** The owner invites a member of this role; the member sets their password and signs in. */
async function member(owner: TestAccount, role: MemberRole, email = `${role}-${Date.now()}@team.tn`) {
  const before = inbox.length;
  const invited = await call(ctx, 'POST', '/api/members', {
    token: owner.token,
    body: { name: `The ${role}`, email, role },
  });
  expect(invited.status).toBe(201);
  const [mail] = (await mails(before + 1)).slice(before);
  const set = await call(ctx, 'POST', '/api/auth/reset-password', {
    body: { token: linkIn(mail), password: 'member123' },
  });
  expect(set.status).toBe(200);
  const login = await call(ctx, 'POST', '/api/auth/login', { body: { email, password: 'member123' } });
  expect(login.status).toBe(200);
  return { id: invited.body.id as string, email, token: login.body.token as string, user: login.body.user };
}

describe('members', () => {
  it('are invited by mail over SMTP, set a password with the link, sign in as the business (ticketAgency) with their role', async () => {
    const owner = await createAccount(ctx, {});
    const m = await member(owner, 'rental', 'Desk@Team.tn');
    // Mail servers fold the domain's case; the member's own part of the address is kept.
    expect((inbox[0].to as { text: string }).text.toLowerCase()).toBe('desk@team.tn');
    expect(inbox[0].subject).toContain('Invitation');
    expect(m.user).toMatchObject({
      _id: owner.id,
      role: 'ticketAgency',
      staff: { role: 'rental', memberId: m.id },
    });
    const me = await call(ctx, 'GET', '/api/users/current', { token: m.token });
    expect(me.body.staff).toMatchObject({ role: 'rental' });
    const list = await call(ctx, 'GET', '/api/members', { token: owner.token });
    expect(list.headers.get('Content-Range')).toBe('members 0-0/1');
    expect(list.body[0]).toMatchObject({
      email: 'Desk@Team.tn',
      role: 'rental',
      isActive: true,
      invited: false,
    });
    expect(list.body[0].lastLogin).not.toBeNull();
    // The link works once.
    const again = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token: linkIn(inbox[0]), password: 'other123' },
    });
    expect(again.status).toBe(400);
  });

  it('without SMTP, the invitation link is answered to the owner; resending gives a new one and kills the old', async () => {
    const plain = await createTestContext();
    try {
      const owner = await createAccount(plain, {});
      const res = await call(plain, 'POST', '/api/members', {
        token: owner.token,
        body: { name: 'Accountant', email: 'acc@team.tn', role: 'accounts' },
      });
      expect(res.status).toBe(201);
      expect(res.body.invitationLink).toMatch(/\/reset-password\/\S+$/);
      const resent = await call(plain, 'POST', `/api/members/${res.body.id}/invite`, { token: owner.token });
      expect(resent.body.invitationLink).not.toBe(res.body.invitationLink);
      const token = (link: string) => link.split('/').pop();
      expect(
        (
          await call(plain, 'POST', '/api/auth/reset-password', {
            body: { token: token(res.body.invitationLink), password: 'abcdef1' },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call(plain, 'POST', '/api/auth/reset-password', {
            body: { token: token(resent.body.invitationLink), password: 'abcdef1' },
          })
        ).status,
      ).toBe(200);
      // Once the password is set, there is nothing to resend.
      expect(
        (await call(plain, 'POST', `/api/members/${res.body.id}/invite`, { token: owner.token })).status,
      ).toBe(409);
    } finally {
      await plain.close();
    }
  });

  it('refuses an email that already signs in (an account or another member)', async () => {
    const owner = await createAccount(ctx, {});
    const taken = await call(ctx, 'POST', '/api/members', {
      token: owner.token,
      body: { name: 'Me again', email: owner.email.toUpperCase(), role: 'events' },
    });
    expect(taken.status).toBe(409);
    await member(owner, 'events', 'ev@team.tn');
    const twice = await call(ctx, 'POST', '/api/members', {
      token: owner.token,
      body: { name: 'Twice', email: 'EV@team.tn', role: 'door' },
    });
    expect(twice.status).toBe(409);
  });

  it('deactivation ends the member’s sessions at once and refuses their sign-in; a role change applies at once', async () => {
    const owner = await createAccount(ctx, {});
    const m = await member(owner, 'events');
    expect((await call(ctx, 'GET', '/api/events', { token: m.token })).status).toBe(200);
    const changed = await call(ctx, 'PUT', `/api/members/${m.id}`, {
      token: owner.token,
      body: { role: 'rental' },
    });
    expect(changed.body.role).toBe('rental');
    expect((await call(ctx, 'GET', '/api/events', { token: m.token })).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/rental-cars/fleet', { token: m.token })).status).toBe(200);
    const off = await call(ctx, 'PUT', `/api/members/${m.id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(off.body.isActive).toBe(false);
    expect((await call(ctx, 'GET', '/api/rental-cars/fleet', { token: m.token })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/users/current', { token: m.token })).status).toBe(401);
    expect(
      (await call(ctx, 'POST', '/api/auth/login', { body: { email: m.email, password: 'member123' } }))
        .status,
    ).toBe(401);
  });

  it('a member’s password change is their own, never the owner’s', async () => {
    const owner = await createAccount(ctx, {});
    const m = await member(owner, 'door');
    const res = await call(ctx, 'POST', '/api/auth/change-password', {
      token: m.token,
      body: { currentPassword: 'member123', newPassword: 'newpass99' },
    });
    expect(res.status).toBe(200);
    expect(
      (await call(ctx, 'POST', '/api/auth/login', { body: { email: owner.email, password: owner.password } }))
        .status,
    ).toBe(200);
    expect(
      (await call(ctx, 'POST', '/api/auth/login', { body: { email: m.email, password: 'newpass99' } }))
        .status,
    ).toBe(200);
  });
});

describe('roles', () => {
  /** One call per area, as [method, path, body]; the ids need not exist (a refusal comes first). */
  const CALLS: Record<string, [string, string, unknown?]> = {
    events: ['GET', '/api/events'],
    eventCreate: ['POST', '/api/events', {}],
    tickets: ['GET', '/api/tickets/event/x1'],
    ticketStatus: ['PUT', '/api/tickets/x1/status', { status: 'used' }],
    agents: ['GET', '/api/security-agents/event/x1'],
    statistics: ['GET', '/api/events/x1/stats'],
    users: ['GET', '/api/business/get_users'],
    funds: ['POST', '/api/business/add_funds', { phoneNumber: '22000001', amount: 1 }],
    transactions: ['GET', '/api/business/get_transactions'],
    bankTransfers: ['GET', '/api/business/bank_transfers'],
    journal: ['GET', '/api/journal'],
    payments: ['GET', '/api/payments'],
    approvals: ['GET', '/api/approvals'],
    fleet: ['GET', '/api/rental-cars/fleet'],
    reservations: ['GET', '/api/reservations'],
    members: ['GET', '/api/members'],
  };
  const ALLOWED: Record<MemberRole, string[]> = {
    events: ['events', 'eventCreate', 'tickets', 'ticketStatus', 'agents', 'statistics'],
    door: ['events', 'tickets', 'agents', 'statistics'],
    accounts: ['users', 'funds', 'transactions', 'bankTransfers', 'journal', 'payments', 'approvals'],
    rental: ['fleet', 'reservations', 'payments'],
  };

  it('each role is refused (403 with a message) every call it may not make, and reaches the others', async () => {
    const owner = await createAccount(ctx, {});
    for (const role of MEMBER_ROLES) {
      const m = await member(owner, role);
      for (const [name, [method, path, body]] of Object.entries(CALLS)) {
        const res = await call(ctx, method, path, { token: m.token, body });
        if (ALLOWED[role].includes(name)) expect(res.status, `${role} ${name}`).not.toBe(403);
        else expect([res.status, res.body?.message], `${role} ${name}`).toEqual([403, ROLE_FORBIDDEN]);
      }
    }
    // The owner reaches everything.
    for (const [name, [method, path, body]] of Object.entries(CALLS))
      expect((await call(ctx, method, path, { token: owner.token, body })).status, name).not.toBe(403);
  });

  it('the journal names the member who acted', async () => {
    const owner = await createAccount(ctx, {});
    const m = await member(owner, 'rental', 'desk@team.tn');
    const car = await call(ctx, 'POST', '/api/rental-cars/fleet', {
      token: m.token,
      body: {
        mark: 'Renault',
        model: 'Clio',
        year: 2023,
        color: 'Blanc',
        licensePlate: '201 TU 1',
        condition: 'good',
        dailyRate: '150',
        securityDeposit: 500,
      },
    });
    expect(car.status).toBe(201);
    const [entry] = await ctx.database.db.select().from(journal).where(eq(journal.action, 'car.created'));
    expect(entry).toMatchObject({ accountId: owner.id, actorId: m.id, actor: 'The rental (desk@team.tn)' });
  });
});

describe('approvals', () => {
  async function business(balance: string) {
    const owner = await createAccount(ctx, { balance });
    const phones = ['22000001', '22000002'];
    for (const phone of phones) {
      await createAccount(ctx, { role: 'user', phoneNumber: phone });
      expect(
        (
          await call(ctx, 'POST', '/api/business/add_user', {
            token: owner.token,
            body: { phoneNumber: phone },
          })
        ).status,
      ).toBe(201);
    }
    return { owner, phones };
  }
  const balanceOf = async (id: string) =>
    (await ctx.database.db.select({ b: users.balance }).from(users).where(eq(users.id, id)))[0].b;
  const moves = async () => (await ctx.database.db.select().from(transactions)).length;

  it('a movement up to the threshold runs at once; above it (a bulk’s total) it waits, pending', async () => {
    const { owner, phones } = await business('10000');
    const at = await call(ctx, 'POST', '/api/business/add_funds', {
      token: owner.token,
      body: { phoneNumber: phones[0], amount: 1000 },
    });
    expect(at.status).toBe(200);
    const bulk = await call(ctx, 'POST', '/api/business/bulk_add_funds', {
      token: owner.token,
      headers: { 'Idempotency-Key': 'bulk-key-0001' },
      body: { phoneNumbers: phones, amount: 500.001 },
    });
    expect(bulk.status).toBe(202);
    expect(bulk.body).toMatchObject({ status: 'pending', approvalId: expect.any(String) });
    expect(await balanceOf(owner.id)).toBe('9000.000');
    // The same key again answers the same approval.
    const retry = await call(ctx, 'POST', '/api/business/bulk_add_funds', {
      token: owner.token,
      headers: { 'Idempotency-Key': 'bulk-key-0001' },
      body: { phoneNumbers: phones, amount: 500.001 },
    });
    expect(retry.body.approvalId).toBe(bulk.body.approvalId);
    const list = await call(ctx, 'GET', '/api/approvals', { token: owner.token });
    expect(list.body).toEqual([
      expect.objectContaining({
        id: bulk.body.approvalId,
        status: 'pending',
        total: 1000.002,
        recipients: 2,
        mine: true,
      }),
    ]);
  });

  it('its author cannot approve it; another approver executes it once, with the author’s key, and the journal names both', async () => {
    const { owner, phones } = await business('10000');
    const acc = await member(owner, 'accounts', 'acc@team.tn');
    const held = await call(ctx, 'POST', '/api/business/bulk_add_funds', {
      token: owner.token,
      headers: { 'Idempotency-Key': 'bulk-key-0002' },
      body: { phoneNumbers: phones, amount: 2500 },
    });
    const id = held.body.approvalId;
    const self = await call(ctx, 'POST', `/api/approvals/${id}/approve`, { token: owner.token });
    expect([self.status, self.body.message]).toEqual([403, APPROVAL_MESSAGES.ownRequest]);
    const waiting = await call(
      ctx,
      'GET',
      `/api/approvals?filter=${encodeURIComponent('{"status":"pending","mine":false}')}`,
      { token: acc.token },
    );
    expect(waiting.body.map((a: { id: string }) => a.id)).toEqual([id]);
    // Two approvals at once: one executes, the other finds it decided.
    const [a, b] = await Promise.all([
      call(ctx, 'POST', `/api/approvals/${id}/approve`, { token: acc.token }),
      call(ctx, 'POST', `/api/approvals/${id}/approve`, { token: acc.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(owner.id)).toBe('5000.000');
    expect(await moves()).toBe(4);
    const entries = await ctx.database.db
      .select()
      .from(journal)
      .where(eq(journal.action, 'funds.bulk_added'));
    expect(entries).toHaveLength(3);
    for (const e of entries) {
      expect(e.actor).toBe(`${owner.email} / The accounts (acc@team.tn)`);
      expect(e.idempotencyKey).toBe('bulk-key-0002');
    }
    const seen = await call(ctx, 'GET', `/api/approvals/${id}`, { token: owner.token });
    expect(seen.body).toMatchObject({
      status: 'approved',
      approver: 'The accounts (acc@team.tn)',
      mine: true,
    });
    // A member's movement is approved by the owner.
    const mine = await call(ctx, 'POST', '/api/business/add_funds', {
      token: acc.token,
      body: { phoneNumber: phones[0], amount: 1500 },
    });
    expect(
      (await call(ctx, 'POST', `/api/approvals/${mine.body.approvalId}/approve`, { token: acc.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(ctx, 'POST', `/api/approvals/${mine.body.approvalId}/reject`, { token: owner.token }))
        .status,
    ).toBe(200);
    expect(await balanceOf(owner.id)).toBe('5000.000');
  });

  it('funds short at approval refuse it with a message, nothing moves, and it stays pending', async () => {
    const { owner, phones } = await business('3000');
    const acc = await member(owner, 'accounts');
    const held = await call(ctx, 'POST', '/api/business/bulk_add_funds', {
      token: owner.token,
      body: { phoneNumbers: phones, amount: 1400 },
    });
    await call(ctx, 'POST', '/api/business/add_funds', {
      token: owner.token,
      body: { phoneNumber: phones[0], amount: 900 },
    });
    const res = await call(ctx, 'POST', `/api/approvals/${held.body.approvalId}/approve`, {
      token: acc.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Insufficient balance/);
    expect(await balanceOf(owner.id)).toBe('2100.000');
    expect(await moves()).toBe(2);
    expect(
      (await call(ctx, 'GET', `/api/approvals/${held.body.approvalId}`, { token: acc.token })).body.status,
    ).toBe('pending');
  });

  it('a role other than owner and accounts cannot decide (403)', async () => {
    const { owner, phones } = await business('5000');
    const held = await call(ctx, 'POST', '/api/business/add_funds', {
      token: owner.token,
      body: { phoneNumber: phones[0], amount: 1200 },
    });
    const rental = await member(owner, 'rental');
    const res = await call(ctx, 'POST', `/api/approvals/${held.body.approvalId}/approve`, {
      token: rental.token,
    });
    expect(res.status).toBe(403);
  });
});
