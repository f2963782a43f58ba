import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sign } from 'hono/jwt';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { TestContext } from '../server/harness';
import type { AppDeps } from '../../server/env';
import type { ServerConfig } from '../../server/config';
import { buildDeps } from '../../server/server';
import { createApi } from '../../server/app';
import { loadConfig } from '../../server/config';
import { FORGOT_MAX, RESET_NEUTRAL_MESSAGE, RESET_TTL_MINUTES } from '../../server/routes/auth';
import { LOOKUP_MAX } from '../../server/routes/business';
import { STREAMS_PER_SUBJECT, STREAMS_PER_TOKEN } from '../../server/live/streamSessions';
import { contextOn, DATABASES } from './lib/contexts';
import { createWorld, AGENT_PASSWORD, ACCOUNT_PASSWORD, type World } from './lib/world';
import { createAccount } from '../server/harness';
import { REDIS_URL } from './lib/pgDatabase';
import { count, countStatus, flushStats } from './lib/stats';

type App = ReturnType<typeof createApi>;
const opened: AppDeps[] = [];
/** Streams still open at the end of a test are cancelled (they would keep the file's process alive). */
const streams: Array<{ cancel: () => Promise<void> }> = [];

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

function instance(ctx: TestContext, overrides: Partial<ServerConfig> = {}, log?: (m: string) => void): App {
  const deps = buildDeps({ ...ctx.config, ...overrides }, ctx.database, log ?? ((m) => ctx.logs.push(m)));
  opened.push(deps);
  return createApi(deps);
}

async function send(
  app: App,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'X-Forwarded-For': opts.ip ?? address(), ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await app.request(url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  countStatus(res.status);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, checked field by field
  const body = (await res.json().catch(() => null)) as any;
  return { status: res.status, body, headers: res.headers };
}

type Stream = Awaited<ReturnType<typeof openStream>>;

/** Opens a live stream and reads it until it ends; `closed` settles when the server closes it. */
async function openStream(app: App, url: string, token: string) {
  const res = await app.request(url, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event: ready')) {
    const { done, value } = await reader.read();
    if (done) throw new Error('the stream ended before it was ready');
    text += decoder.decode(value);
  }
  let isClosed = false;
  const closed = (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) return (isClosed = true);
    }
  })();
  const handle = { closed, isClosed: () => isClosed, cancel: () => reader.cancel().catch(() => undefined) };
  streams.push(handle);
  return handle;
}

/**
 * The stream must end on the session change itself, long before the periodic check (20 s) would end
 * it: waiting for the closing with this bound tells the two apart.
 */
const closesPromptly = (stream: { closed: Promise<boolean> }) =>
  Promise.race([
    stream.closed,
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 8_000).unref()),
  ]);

beforeAll(() => {
  // Each request comes from its own address (X-Forwarded-For), as from many clients.
  process.env.TRUST_PROXY = '1';
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  for (const s of streams) await s.cancel();
  for (const d of opened) await d.shutdown?.();
  flushStats(import.meta.filename);
});

describe('secrets and tokens', () => {
  it('JWT_SECRET shorter than 32 bytes: the server refuses to start and names the variable', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'short-secret-'));
    expect(() => loadConfig({ JWT_SECRET: 'a', DATA_DIR: dataDir })).toThrow(/JWT_SECRET.*32 bytes/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir }).jwtSecret).toHaveLength(32);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, JWT_SECRET: 'a', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    count('invariantChecks', 2);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/Cannot start the server: JWT_SECRET must be at least 32 bytes/);
  });
});

describe.each(DATABASES)('sessions, streams and reset mail (%s)', (kind) => {
  let ctx: TestContext;
  let world: World;
  beforeAll(async () => {
    ctx = await contextOn(kind);
    const made = await createWorld(ctx.config.jwtSecret);
    world = made.world;
    await made.seed(ctx.database);
  });
  afterAll(async () => {
    for (const s of streams.splice(0)) await s.cancel();
    await ctx?.close();
  });

  const agentLogin = async (app: App, agentId = world.owner.agentPublicId, password = AGENT_PASSWORD) =>
    send(app, 'POST', '/api/security-agents-public/login', { body: { agentId, password } });
  const agentLive = () =>
    `/api/security-agents/event/${world.owner.eventId}/tickets/live?agentId=${world.owner.agentDbId}`;
  const setActive = (app: App, isActive: boolean) =>
    send(app, 'PUT', `/api/security-agents/${world.owner.agentDbId}`, {
      token: world.tokens.owner,
      body: { isActive },
    });
  const ticketList = (app: App, token: string) =>
    send(app, 'GET', `/api/security-agents/event/${world.owner.eventId}/tickets?limit=1`, { token });

  it('a token without exp is refused, even with the right signature', async () => {
    const app = instance(ctx);
    const noExp = await sign(
      { kind: 'agent', sub: world.owner.agentDbId, eventId: world.owner.eventId },
      ctx.config.jwtSecret,
      'HS256',
    );
    const userNoExp = await sign(
      { kind: 'user', sub: world.owner.accountId, role: 'ticketAgency' },
      ctx.config.jwtSecret,
      'HS256',
    );
    count('invariantChecks', 2);
    expect((await ticketList(app, noExp)).status).toBe(401);
    expect((await send(app, 'GET', '/api/users/current', { token: userNoExp })).status).toBe(401);
  });

  it('reactivating an agent does not revive its earlier tokens (agent session version)', async () => {
    const app = instance(ctx);
    const before = (await agentLogin(app)).body.data.token as string;
    expect((await ticketList(app, before)).status).toBe(200);
    expect((await setActive(app, false)).status).toBe(200);
    expect((await ticketList(app, before)).status).toBe(403);
    expect((await setActive(app, true)).status).toBe(200);
    const revived = await ticketList(app, before);
    const scan = await send(app, 'POST', `/api/security-agents/scan/${world.owner.spareTicketPublicId}`, {
      token: before,
      body: { action: 'accept', stage: 'scan' },
    });
    count('invariantChecks', 2);
    expect(revived.status).toBe(401);
    expect(scan.status).toBe(401);
    // A new login after the reactivation works.
    const after = (await agentLogin(app)).body.data.token as string;
    expect((await ticketList(app, after)).status).toBe(200);
  });

  it("the organiser sets an agent's new password: the old password and every earlier token stop working", async () => {
    const app = instance(ctx);
    const before = (await agentLogin(app)).body.data.token as string;
    const short = await send(app, 'PUT', `/api/security-agents/${world.owner.agentDbId}/password`, {
      token: world.tokens.owner,
      body: { password: '123' },
    });
    expect(short.status).toBe(400);
    const stranger = await send(app, 'PUT', `/api/security-agents/${world.owner.agentDbId}/password`, {
      token: world.tokens.otherAgency,
      body: { password: 'taken-over1' },
    });
    expect(stranger.status).toBe(404);
    const set = await send(app, 'PUT', `/api/security-agents/${world.owner.agentDbId}/password`, {
      token: world.tokens.owner,
      body: { password: 'newgate123' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.passwordHash).toBeUndefined();
    count('invariantChecks', 3);
    expect((await ticketList(app, before)).status).toBe(401);
    expect((await agentLogin(app, world.owner.agentPublicId, AGENT_PASSWORD)).status).toBe(401);
    expect((await agentLogin(app, world.owner.agentPublicId, 'newgate123')).status).toBe(200);
    // Put the world's password back for the other tests.
    await send(app, 'PUT', `/api/security-agents/${world.owner.agentDbId}/password`, {
      token: world.tokens.owner,
      body: { password: AGENT_PASSWORD },
    });
  });

  it('live streams close at once, on every instance, when the agent is deactivated, given a new password or deleted', async () => {
    // Two instances (shared Redis counters): the change goes through one, the streams are on the other.
    const a = instance(ctx, { redisUrl: REDIS_URL });
    const b = instance(ctx, { redisUrl: REDIS_URL });
    const loginOnB = async () => (await agentLogin(b)).body.data.token as string;

    const deactivated = await openStream(b, agentLive(), await loginOnB());
    expect((await setActive(a, false)).status).toBe(200);
    count('invariantChecks');
    expect(await closesPromptly(deactivated), 'stream closed after deactivation').toBe(true);
    expect((await setActive(a, true)).status).toBe(200);

    const newPassword = await openStream(b, agentLive(), await loginOnB());
    await send(a, 'PUT', `/api/security-agents/${world.owner.agentDbId}/password`, {
      token: world.tokens.owner,
      body: { password: AGENT_PASSWORD },
    });
    count('invariantChecks');
    expect(await closesPromptly(newPassword), 'stream closed after a new password').toBe(true);

    // A throwaway agent of the same event, deleted while its stream is open.
    const created = await send(a, 'POST', `/api/security-agents/event/${world.owner.eventId}`, {
      token: world.tokens.owner,
      body: { name: `Gate ${randomBytes(3).toString('hex')}`, password: 'doomed123' },
    });
    expect(created.status).toBe(201);
    const doomed = created.body.data as { _id: string; agentId: string };
    const doomedToken = (await agentLogin(b, doomed.agentId, 'doomed123')).body.data.token as string;
    const deleted = await openStream(
      b,
      `/api/security-agents/event/${world.owner.eventId}/tickets/live?agentId=${doomed._id}`,
      doomedToken,
    );
    expect(
      (await send(a, 'DELETE', `/api/security-agents/${doomed._id}`, { token: world.tokens.owner })).status,
    ).toBe(200);
    count('invariantChecks');
    expect(await closesPromptly(deleted), 'stream closed after deletion').toBe(true);
  });

  it("the organiser's live stream closes at once when the account changes its password", async () => {
    const app = instance(ctx);
    const ip = address();
    const login = await send(app, 'POST', '/api/auth/login', {
      ip,
      body: { email: world.owner.email, password: ACCOUNT_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const other = (
      await send(app, 'POST', '/api/auth/login', {
        ip,
        body: { email: world.owner.email, password: ACCOUNT_PASSWORD },
      })
    ).body.token as string;
    const stream = await openStream(app, `/api/security-agents/event/${world.owner.eventId}/live`, other);
    const changed = await send(app, 'POST', '/api/auth/change-password', {
      ip,
      token,
      body: { currentPassword: ACCOUNT_PASSWORD, newPassword: ACCOUNT_PASSWORD },
    });
    expect(changed.status).toBe(200);
    count('invariantChecks');
    expect(await closesPromptly(stream), 'stream closed after the password change').toBe(true);
    // The world's owner token was signed before: the rest of the file uses the new one.
    world.tokens.owner = changed.body.token as string;
  });

  it('streams are capped per token and per agent: opening one more closes the oldest', async () => {
    const app = instance(ctx);
    const token = (await agentLogin(app)).body.data.token as string;
    const sameToken: Stream[] = [];
    for (let n = 0; n <= STREAMS_PER_TOKEN; n++) sameToken.push(await openStream(app, agentLive(), token));
    count('concurrentOps', sameToken.length);
    count('invariantChecks');
    expect(await closesPromptly(sameToken[0]), 'the oldest stream of the token closed').toBe(true);
    expect(sameToken.slice(1).some((s) => s.isClosed())).toBe(false);

    // Many logins of one agent: never more than the per-agent cap open at once.
    const many: Stream[] = [];
    for (let n = 0; n < STREAMS_PER_SUBJECT * 2; n++) {
      const t = (await agentLogin(app)).body.data.token as string;
      many.push(await openStream(app, agentLive(), t));
    }
    count('concurrentOps', many.length);
    await vi.waitFor(() => {
      const open = [...sameToken, ...many].filter((s) => !s.isClosed()).length;
      expect(open).toBeLessThanOrEqual(STREAMS_PER_SUBJECT);
    });
    count('invariantChecks');
    // The newest is always kept (logins in the same second get the same token, so which of the
    // others went depends on the per-token cap as well).
    expect(many.at(-1)!.isClosed()).toBe(false);
    // And the server still answers sign-ins.
    expect((await agentLogin(app)).status).toBe(200);
    for (const s of [...sameToken, ...many]) await s.cancel();
  });

  it('a reset link requested before a password change no longer works, whether the change is by change or by reset', async () => {
    const logs: string[] = [];
    const app = instance(ctx, {}, (m) => logs.push(m));
    const acc = await createAccount(ctx);
    const ip = address();
    const linkFor = async () => {
      const before = logs.length;
      await send(app, 'POST', '/api/auth/forgot-password', { ip: address(), body: { email: acc.email } });
      return logs
        .slice(before)
        .join('\n')
        .match(/reset-password\/([\w-]+)/)![1];
    };
    const reset = (token: string, password: string) =>
      send(app, 'POST', '/api/auth/reset-password', { body: { token, password } });

    const early = await linkFor();
    const login = await send(app, 'POST', '/api/auth/login', {
      ip,
      body: { email: acc.email, password: acc.password },
    });
    await send(app, 'POST', '/api/auth/change-password', {
      ip,
      token: login.body.token,
      body: { currentPassword: acc.password, newPassword: 'changed123' },
    });
    count('invariantChecks');
    expect((await reset(early, 'attacker1')).status).toBe(400);

    const first = await linkFor();
    const second = await linkFor();
    expect((await reset(first, 'byreset12')).status).toBe(200);
    count('invariantChecks');
    expect((await reset(second, 'attacker2')).status).toBe(400);
    const signIn = (password: string) =>
      send(app, 'POST', '/api/auth/login', { ip, body: { email: acc.email, password } });
    expect((await signIn('byreset12')).status).toBe(200);
  });

  it('forgot-password has a per-account cap across addresses, and answers the same for an unknown account', async () => {
    const logs: string[] = [];
    const app = instance(ctx, {}, (m) => logs.push(m));
    const acc = await createAccount(ctx);
    const asks = await Promise.all(
      Array.from({ length: 40 }, () =>
        send(app, 'POST', '/api/auth/forgot-password', { ip: address(), body: { email: acc.email } }),
      ),
    );
    const unknown = await send(app, 'POST', '/api/auth/forgot-password', {
      ip: address(),
      body: { email: `nobody-${randomBytes(3).toString('hex')}@test.tn` },
    });
    count('concurrentOps', asks.length);
    count('invariantChecks', 2);
    expect(asks.every((a) => a.status === 200 && a.body.message === RESET_NEUTRAL_MESSAGE)).toBe(true);
    expect(unknown.body).toEqual(asks[0].body);
    expect(logs.filter((l) => l.includes(acc.email)).length).toBe(FORGOT_MAX);
  });

  it('agent QR links come from PUBLIC_URL or the configured origin, never from the Host header', async () => {
    for (const [publicUrl, origin] of [
      ['https://tickets.example.tn', 'https://tickets.example.tn'],
      [undefined, `http://localhost:${ctx.config.port}`],
    ] as const) {
      const app = instance(ctx, { publicUrl });
      const res = await app.request(`http://evil.example/api/security-agents/event/${world.owner.eventId}`, {
        headers: {
          Authorization: `Bearer ${world.tokens.owner}`,
          Host: 'evil.example',
          'X-Forwarded-Host': 'evil.example',
        },
      });
      const body = (await res.json()) as { data: { data: Array<{ qrCodeData: string }> } };
      count('invariantChecks');
      expect(res.status).toBe(200);
      for (const agent of body.data.data) {
        expect(agent.qrCodeData.startsWith(`${origin}/security-scanner/`)).toBe(true);
        expect(agent.qrCodeData).not.toContain('evil');
      }
    }
  });

  it('add_user shares the phone lookup limit and answers only what the users table shows', async () => {
    const app = instance(ctx);
    const biz = await createAccount(ctx, { role: 'ticketAgency', balance: '0' });
    const phones = Array.from(
      { length: 3 },
      () => `2${String(randomBytes(4).readUInt32BE() % 1e7).padStart(7, '0')}`,
    );
    for (const phoneNumber of phones)
      await createAccount(ctx, { role: 'user', balance: '12.5', phoneNumber });
    const added = await send(app, 'POST', '/api/business/add_user', {
      token: biz.token,
      body: { phoneNumber: phones[0] },
    });
    expect(added.status).toBe(201);
    count('invariantChecks');
    expect(Object.keys(added.body.user).sort()).toEqual(
      [
        '_id',
        'addedAt',
        'balance',
        'email',
        'firstName',
        'lastName',
        'lastPayment',
        'phoneNumber',
        'profilePicture',
      ].sort(),
    );
    // Spend the rest of the business's lookups, then 300 parallel add_user calls: all refused.
    const ip = address();
    const lookups = await Promise.all(
      Array.from({ length: LOOKUP_MAX }, () =>
        send(app, 'GET', `/api/business/lookup/${phones[1]}`, { token: biz.token, ip }),
      ),
    );
    expect(lookups.some((l) => l.status === 429)).toBe(true);
    const adds = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        send(app, 'POST', '/api/business/add_user', {
          token: biz.token,
          body: { phoneNumber: phones[1 + (n % 2)] },
        }),
      ),
    );
    count('concurrentOps', lookups.length + adds.length);
    count('invariantChecks');
    expect(adds.filter((a) => a.status !== 429)).toEqual([]);
  });

  it('API JSON answers carry Cache-Control: no-store; HSTS only when the public address is https', async () => {
    const plain = instance(ctx);
    const secure = instance(ctx, { publicUrl: 'https://tickets.example.tn' });
    const answers = [
      await send(plain, 'GET', '/api/users/current', { token: world.tokens.owner }),
      await send(plain, 'GET', '/api/users/current'),
      await send(plain, 'GET', '/api/no-such-route'),
      await send(secure, 'POST', '/api/auth/login', { body: { email: 'x@y.tn', password: 'nope' } }),
    ];
    count('invariantChecks', 2);
    for (const a of answers) expect(a.headers.get('Cache-Control')).toBe('no-store');
    expect(answers[0].headers.get('Strict-Transport-Security')).toBeNull();
    expect(answers[3].headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
  });

  describe('password reset mail over SMTP', () => {
    let smtp: SMTPServer;
    let port = 0;
    const inbox: ParsedMail[] = [];
    /** Recipients the server refuses (a mailbox that is full, a relay that is down). */
    const refused = new Set<string>();
    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refused.has(address.address)) callback(new Error('Mailbox unavailable'));
          else callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => inbox.push(mail))
            .then(() => callback(), callback);
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      port = (smtp.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('the mail arrives in French and English with the link and its lifetime, and the link sets a new password', async () => {
      const logs: string[] = [];
      const app = instance(
        ctx,
        {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          mailFrom: 'Billetterie <billets@example.tn>',
          publicUrl: 'https://tickets.example.tn',
        },
        (m) => logs.push(m),
      );
      const acc = await createAccount(ctx);
      const asked = await send(app, 'POST', '/api/auth/forgot-password', { body: { email: acc.email } });
      expect(asked.body.message).toBe(RESET_NEUTRAL_MESSAGE);
      const mail = await vi.waitFor(
        () => {
          const found = inbox.find((m) => m.to && JSON.stringify(m.to).includes(acc.email));
          if (!found) throw new Error('no mail yet');
          return found;
        },
        { timeout: 30_000, interval: 100 },
      );
      const text = mail.text ?? '';
      count('invariantChecks', 4);
      expect(mail.from?.text).toContain('billets@example.tn');
      expect(text).toContain(`valable ${RESET_TTL_MINUTES} minutes`);
      expect(text).toContain(`valid for ${RESET_TTL_MINUTES} minutes`);
      const link = text.match(/https:\/\/tickets\.example\.tn\/reset-password\/([\w-]+)/);
      expect(link).not.toBeNull();
      expect(mail.html || '').toContain(link![0]);
      // The link is in the mail, not in the log.
      expect(logs.join('\n')).not.toContain(link![1]);
      const reset = await send(app, 'POST', '/api/auth/reset-password', {
        body: { token: link![1], password: 'frommail1' },
      });
      expect(reset.status).toBe(200);
      const signIn = await send(app, 'POST', '/api/auth/login', {
        body: { email: acc.email, password: 'frommail1' },
      });
      expect(signIn.status).toBe(200);
    });

    it('a failed send answers the same and loses nothing: the link stays valid and the log keeps it', async () => {
      const logs: string[] = [];
      const app = instance(ctx, { smtpUrl: `smtp://127.0.0.1:${port}` }, (m) => logs.push(m));
      const acc = await createAccount(ctx);
      refused.add(acc.email);
      const failed = await send(app, 'POST', '/api/auth/forgot-password', { body: { email: acc.email } });
      const unknown = await send(app, 'POST', '/api/auth/forgot-password', {
        body: { email: `nobody-${randomBytes(3).toString('hex')}@test.tn` },
      });
      count('invariantChecks', 2);
      expect(failed.status).toBe(200);
      expect(failed.body).toEqual(unknown.body);
      const line = await vi.waitFor(
        () => {
          const found = logs.find((l) => l.includes(acc.email) && l.includes('could not be sent'));
          if (!found) throw new Error('no failure logged yet');
          return found;
        },
        { timeout: 30_000, interval: 100 },
      );
      const token = line.match(/reset-password\/([\w-]+)/)![1];
      const reset = await send(app, 'POST', '/api/auth/reset-password', {
        body: { token, password: 'fromlog12' },
      });
      expect(reset.status).toBe(200);
    });
  });
});
