import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createAccount, createTestContext, type TestContext } from './harness';
import { agentLogin, insertAgent, insertEvent, insertTicket } from './scanFixtures';
import { ArrivalCounter } from '../../server/http/arrivals';
import { keepConnections } from '../../server/http/keepAlive';

/** The API over a real HTTP server: bodies read straight from the socket, still size-limited. */
let ctx: TestContext;
let server: ServerType;
let port: number;
const arrivals = new ArrivalCounter();

beforeAll(async () => {
  ctx = await createTestContext();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  arrivals.attach(server);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

/** A raw request, so that the test chooses between Content-Length and a chunked body. */
function send(path: string, body: string, opts: { chunked?: boolean; token?: string } = {}) {
  return new Promise<{ status: number; body: { message?: string; success?: boolean } }>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'application/json' };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (!opts.chunked) headers['Content-Length'] = Buffer.byteLength(body);
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    if (opts.chunked) {
      // Several writes: Node sends them chunked, with no length known in advance.
      for (let i = 0; i < body.length; i += 256 * 1024) req.write(body.slice(i, i + 256 * 1024));
    } else req.write(body);
    req.end();
  });
}

describe('request bodies over HTTP', () => {
  it('a scan is read from the socket and answered; the server counts its connections and requests', async () => {
    const owner = await createAccount(ctx);
    const eventId = await insertEvent(ctx, owner.id);
    const agent = await insertAgent(ctx, eventId, { name: 'Gate A' });
    const ticket = await insertTicket(ctx, eventId);
    const token = await agentLogin(ctx, agent);
    const before = arrivals.arrivals;
    const res = await send(
      `/api/security-agents/scan/${ticket.ticketId}`,
      JSON.stringify({ agentId: agent.id, action: 'accept' }),
      { token },
    );
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(arrivals.arrivals - before).toBe(2);
    const chunked = await send(
      `/api/security-agents/scan/${ticket.ticketId}`,
      JSON.stringify({ agentId: agent.id, action: 'reject' }),
      { token, chunked: true },
    );
    expect(chunked.status).toBe(200);
  });

  it('a body over the limit is refused with 413, with or without a Content-Length', async () => {
    const huge = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024), password: 'x' });
    for (const chunked of [false, true]) {
      const res = await send('/api/auth/login', huge, { chunked });
      expect(res, chunked ? 'chunked' : 'Content-Length').toEqual({
        status: 413,
        body: { message: 'Request body is too large' },
      });
    }
  });

  it('idle connections are kept longer than a load balancer keeps its own', () => {
    const plain = http.createServer();
    keepConnections(plain);
    expect(plain.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(plain.headersTimeout).toBeGreaterThan(plain.keepAliveTimeout);
  });
});
