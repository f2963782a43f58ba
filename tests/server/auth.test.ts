import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { eq } from 'drizzle-orm';
import { call, createAccount, createTestContext, TEST_SECRET, type TestContext } from './harness';
import { events, priceTiers, users } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import { localDate } from '../../server/lib/localTime';
import { RESET_NEUTRAL_MESSAGE } from '../../server/routes/auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('POST /api/auth/login', () => {
  it('returns a token and the user with its role, without the password hash', async () => {
    const a = await createAccount(ctx, { role: 'ticketAgency', balance: '150.250' });
    const res = await call(ctx, 'POST', '/api/auth/login', {
      body: { email: a.email, password: a.password },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.user).toMatchObject({ _id: a.id, email: a.email, role: 'ticketAgency', balance: 150.25 });
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
    const me = await call(ctx, 'GET', '/api/users/me', { token: res.body.token });
    expect(me.body._id).toBe(a.id);
  });

  it('accepts the email in any case', async () => {
    const a = await createAccount(ctx);
    const res = await call(ctx, 'POST', '/api/auth/login', {
      body: { email: a.email.toUpperCase(), password: a.password },
    });
    expect(res.status).toBe(200);
  });

  it('answers 401 with a message for a wrong password or unknown email', async () => {
    const a = await createAccount(ctx);
    const wrong = await call(ctx, 'POST', '/api/auth/login', { body: { email: a.email, password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const unknown = await call(ctx, 'POST', '/api/auth/login', {
      body: { email: 'ghost@test.tn', password: 'x' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('answers 400 with a message for malformed bodies, never 500', async () => {
    for (const rawBody of ['{bad', '[]', '"text"', '{"email":5,"password":true}', '{}', 'null']) {
      const res = await call(ctx, 'POST', '/api/auth/login', { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(typeof res.body.message, rawBody).toBe('string');
    }
  });

  it('blocks an email after too many failures with 429 and a message', async () => {
    const a = await createAccount(ctx);
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(ctx, 'POST', '/api/auth/login', { body: { email: a.email, password: 'bad' } })).status,
      ).toBe(401);
    }
    const blocked = await call(ctx, 'POST', '/api/auth/login', {
      body: { email: a.email, password: a.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed attempts/);
  });
});

describe('session checks', () => {
  it('GET /api/users/current returns the user with its role', async () => {
    const a = await createAccount(ctx, { role: 'user' });
    const res = await call(ctx, 'GET', '/api/users/current', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: a.id, role: 'user' });
  });

  it('rejects missing, forged, expired and deleted-account tokens with 401 and a message', async () => {
    const a = await createAccount(ctx);
    const forged = await sign(
      { kind: 'user', sub: a.id, role: 'ticketAgency', exp: Math.floor(Date.now() / 1000) + 60 },
      'another-secret',
      'HS256',
    );
    const expired = await sign(
      { kind: 'user', sub: a.id, role: 'ticketAgency', exp: Math.floor(Date.now() / 1000) - 10 },
      TEST_SECRET,
      'HS256',
    );
    for (const path of ['/api/users/current', '/api/users/me', '/api/events/current']) {
      for (const token of [undefined, 'garbage', forged, expired]) {
        const res = await call(ctx, 'GET', path, { token });
        expect(res.status, `${path} ${token}`).toBe(401);
        expect(typeof res.body.message).toBe('string');
      }
    }
    await ctx.database.db.delete(users).where(eq(users.id, a.id));
    expect((await call(ctx, 'GET', '/api/users/me', { token: a.token })).status).toBe(401);
  });
});

describe('GET /api/events/current', () => {
  const addEvent = async (ownerId: string, startOffsetDays: number, endOffsetDays: number) => {
    const id = newId();
    const day = (offset: number) => localDate(new Date(Date.now() + offset * 86400000));
    await ctx.database.db.insert(events).values({
      id,
      ownerId,
      name: `Event ${id.slice(0, 4)}`,
      locationName: 'Cité de la Culture',
      startDate: day(startOffsetDays),
      endDate: day(endOffsetDays),
      startTime: '00:00',
      endTime: '23:59',
    });
    await ctx.database.db
      .insert(priceTiers)
      .values({ id: newId(), eventId: id, position: 0, name: 'General', price: '10', totalTickets: 100 });
    return id;
  };

  it('wraps the live event of the signed-in organiser in data, or null', async () => {
    const a = await createAccount(ctx);
    const other = await createAccount(ctx);
    expect((await call(ctx, 'GET', '/api/events/current', { token: a.token })).body).toEqual({ data: null });
    await addEvent(a.id, 5, 6);
    await addEvent(other.id, -1, 1);
    expect((await call(ctx, 'GET', '/api/events/current', { token: a.token })).body).toEqual({ data: null });
    const live = await addEvent(a.id, -1, 1);
    const res = await call(ctx, 'GET', '/api/events/current', { token: a.token });
    expect(res.body.data).toMatchObject({
      _id: live,
      location: { name: 'Cité de la Culture' },
      priceTiers: [{ name: 'General', price: 10 }],
    });
  });

  it('is refused to a user-role account', async () => {
    const u = await createAccount(ctx, { role: 'user' });
    expect((await call(ctx, 'GET', '/api/events/current', { token: u.token })).status).toBe(403);
  });
});

describe('password reset', () => {
  it('answers the same neutral message whether or not the account exists, and the link works once', async () => {
    const a = await createAccount(ctx);
    const unknown = await call(ctx, 'POST', '/api/auth/forgot-password', {
      body: { email: 'nobody@test.tn' },
    });
    const known = await call(ctx, 'POST', '/api/auth/forgot-password', { body: { email: a.email } });
    expect(unknown.body).toEqual({ message: RESET_NEUTRAL_MESSAGE });
    expect(known.body).toEqual({ message: RESET_NEUTRAL_MESSAGE });
    expect(ctx.logs).toHaveLength(1);
    const token = ctx.logs[0].match(/reset-password\/(\S+)/)![1];

    const short = await call(ctx, 'POST', '/api/auth/reset-password', { body: { token, password: '123' } });
    expect(short.status).toBe(400);
    // The rule the reset form applies (src/contract/auth.ts), answered under its field.
    expect(short.body).toEqual({
      message: 'password: Password must be at least 6 characters',
      errors: { password: 'validation.passwordMin' },
    });
    const ok = await call(ctx, 'POST', '/api/auth/reset-password', { body: { token, password: 'newpass1' } });
    expect(ok.status).toBe(200);
    const again = await call(ctx, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'another1' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link is invalid or has expired.');
    const login = await call(ctx, 'POST', '/api/auth/login', {
      body: { email: a.email, password: 'newpass1' },
    });
    expect(login.status).toBe(200);
  });
});

describe('unknown API paths and headers', () => {
  it('answers 404 JSON for unknown /api paths and sets security headers', async () => {
    const res = await call(ctx, 'GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
