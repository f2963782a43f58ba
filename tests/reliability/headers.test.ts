import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestContext, type TestContext } from '../server/harness';
import { mountStatic } from '../../server/http/static';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';

/** A new app (Hono refuses routes once it has served a request). */
const freshApp = () => createApi(buildDeps(ctx.config, ctx.database, () => {}));
import { leaksInternals } from './lib/hostile';
import { countStatus, flushStats } from './lib/stats';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  flushStats(import.meta.filename);
  await ctx?.close();
});

function expectSecurityHeaders(res: Response, label: string) {
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1)]),
  );
  expect(directives['script-src'], `${label}: script-src`).toEqual(["'self'"]);
  expect(directives['frame-ancestors'], label).toEqual(["'none'"]);
  expect(directives['object-src'], label).toEqual(["'none'"]);
  expect(csp, label).not.toMatch(/unsafe-eval/);
  expect(res.headers.get('X-Content-Type-Options'), label).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy'), label).toMatch(
    /^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/,
  );
}

describe('response headers and error hygiene', () => {
  it('every kind of answer carries CSP without inline script, nosniff, Referrer-Policy and frame-ancestors none', async () => {
    const a = await createAccount(ctx);
    const cases: Array<[string, Promise<Response>, number]> = [
      [
        '200',
        Promise.resolve(
          ctx.app.request('/api/users/me', { headers: { Authorization: `Bearer ${a.token}` } }),
        ),
        200,
      ],
      ['401', Promise.resolve(ctx.app.request('/api/users/me')), 401],
      ['404', Promise.resolve(ctx.app.request('/api/no-such-route')), 404],
      [
        '400',
        Promise.resolve(
          ctx.app.request('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{bad',
          }),
        ),
        400,
      ],
      [
        '413',
        Promise.resolve(
          ctx.app.request('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: 'x'.repeat(3 * 1024 * 1024),
          }),
        ),
        413,
      ],
    ];
    for (const [label, pending, status] of cases) {
      const res = await pending;
      countStatus(res.status);
      expect(res.status, label).toBe(status);
      expectSecurityHeaders(res, label);
      if (status >= 400) {
        const body = (await res.json()) as { message: string };
        expect(typeof body.message).toBe('string');
        expect(leaksInternals(body.message), body.message).toBe(false);
      }
    }
  });

  it('an unexpected error is a generic 500: no stack trace, no SQL, no file path, and the headers still apply', async () => {
    const app = freshApp();
    app.get('/boom', () => {
      throw new Error('SELECT password_hash FROM users at /work/server/x.ts:12:5');
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expectSecurityHeaders(res, '500');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
    expect(leaksInternals(text)).toBe(false);
  });

  it('an answer a route builds itself (a plain Response) still gets the headers', async () => {
    const app = freshApp();
    app.get('/raw', () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } }));
    const res = await app.request('/raw');
    expect(res.status).toBe(200);
    expectSecurityHeaders(res, 'plain Response');
    expect(await res.text()).toBe('plain');
  });

  it('a database error caused by input is a 400, not a 500 with the SQL', async () => {
    const app = freshApp();
    app.get('/nul', async () => {
      await ctx.database.db.execute(sql`SELECT ${'2026-02-30'}::date`);
      return new Response('unreachable');
    });
    const res = await app.request('/nul');
    const body = (await res.json()) as { message: string };
    expect(res.status).toBe(400);
    expect(leaksInternals(body.message)).toBe(false);
  });

  it('the SPA shell has no inline script (the CSP forbids it) and gets the same headers', async () => {
    const html = readFileSync('index.html', 'utf8');
    for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [])
      expect(tag, tag).toMatch(/<script[^>]*\bsrc=/);
    const app = freshApp();
    mountStatic(app, ctx.config, 'dist');
    const res = await app.request('/config.js');
    expect(res.status).toBe(200);
    expectSecurityHeaders(res, '/config.js');
  });
});
