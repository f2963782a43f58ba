import type { Database } from '../../../server/db/client';
import { api, type ServerProcess } from './serverProcess';

/** A stream of writes whose acknowledgements are remembered, and the check that they all survived. */
export interface Workload {
  name: string;
  /** Routes it needs: a workload runs only once its area is mounted. */
  routes: string[];
  prepare(server: ServerProcess): Promise<void>;
  stream(
    server: ServerProcess,
    stop: { now: boolean },
    onAnswer: (status: number, ms: number) => void,
  ): Promise<void>;
  acknowledged(): number;
  /** True when the stream has nothing left to write (e.g. no unscanned ticket left). */
  exhausted?(): boolean;
  verify(db: Database): Promise<string[]>;
}

export const DEMO = { email: 'demo@ticketing.tn', password: 'demo1234' };

async function signIn(server: ServerProcess): Promise<string> {
  const res = await api(server.url, 'POST', '/api/auth/login', { body: DEMO });
  if (res.status !== 200) throw new Error(`demo login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Password-reset requests: each acknowledged one is a row (foundation routes only). */
function passwordResets(): Workload {
  let acked = 0;
  return {
    name: 'password reset requests',
    routes: ['POST /api/auth/forgot-password'],
    async prepare() {},
    async stream(server, stop, onAnswer) {
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (!stop.now) {
            const res = await api(server.url, 'POST', '/api/auth/forgot-password', {
              body: { email: DEMO.email },
              timeoutMs: 5000,
            });
            onAnswer(res.status, res.ms);
            if (res.status === 200) acked++;
            if (res.status === 0) return;
          }
        }),
      );
    },
    acknowledged: () => acked,
    async verify(db) {
      const [row] = await db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
        [DEMO.email],
      );
      return row.n >= acked ? [] : [`${acked} acknowledged reset requests, ${row.n} rows`];
    },
  };
}

/** add_funds to the demo's managed users, unique amounts, each with an Idempotency-Key. */
function transfers(): Workload {
  const acked: string[] = [];
  let token = '';
  let phones: string[] = [];
  let seq = 0;
  return {
    name: 'transfers (add_funds)',
    routes: ['POST /api/business/add_funds', 'GET /api/business/get_users'],
    async prepare(server) {
      token = await signIn(server);
      const list = await api(server.url, 'GET', '/api/business/get_users', { token });
      phones = (list.body as Array<{ phoneNumber: string }>).map((u) => u.phoneNumber).slice(0, 8);
      if (phones.length === 0) throw new Error('the demo business manages no user');
    },
    async stream(server, stop, onAnswer) {
      await Promise.all(
        Array.from({ length: 4 }, async (_, worker) => {
          while (!stop.now) {
            const n = ++seq;
            const res = await api(server.url, 'POST', '/api/business/add_funds', {
              token,
              body: { phoneNumber: phones[(n + worker) % phones.length], amount: 0.5 + n / 1000 },
              headers: { 'Idempotency-Key': `crash-${process.pid}-${n}` },
              timeoutMs: 5000,
            });
            onAnswer(res.status, res.ms);
            if (res.status === 200) acked.push(res.body.transferId as string);
            if (res.status === 0) return;
          }
        }),
      );
    },
    acknowledged: () => acked.length,
    async verify(db) {
      const rows = await db.sql.query<{ transfer_id: string; n: number; sends: number }>(
        `SELECT transfer_id, count(*)::int AS n, count(*) FILTER (WHERE type = 'SEND')::int AS sends
         FROM transactions WHERE transfer_id = ANY($1) GROUP BY transfer_id`,
        [acked],
      );
      const found = new Map(rows.map((r) => [r.transfer_id, r]));
      return acked
        .filter((id) => found.get(id)?.n !== 2 || found.get(id)?.sends !== 1)
        .map((id) => `acknowledged transfer ${id} is missing or half written`);
    },
  };
}

/** Scans of the demo's tickets by a demo agent (logged in through the public scanner login). */
function scans(): Workload {
  const acked: string[] = [];
  let queue: string[] = [];
  let agent = { id: '', token: '' };
  return {
    name: 'ticket scans',
    routes: [
      'POST /api/security-agents-public/login',
      'GET /api/security-agents/event/:eventId/tickets',
      'POST /api/security-agents/scan/:ticketId',
    ],
    async prepare(server) {
      const found = [
        ...server.log().matchAll(/Security agent .+?: \S+\/security-scanner\/(\S+)\s+password (\S+)/g),
      ];
      for (const [, agentId, password] of found) {
        const login = await api(server.url, 'POST', '/api/security-agents-public/login', {
          body: { agentId, password },
        });
        if (login.status !== 200) continue;
        const data = login.body.data as { token: string; agent: { _id: string }; event: { _id: string } };
        const list = await api(
          server.url,
          'GET',
          `/api/security-agents/event/${data.event._id}/tickets?agentId=${data.agent._id}`,
          { token: data.token },
        );
        const tickets = (list.body?.data?.data ?? []) as Array<{
          ticketId: string;
          status: string;
          isScanned: boolean;
        }>;
        const open = tickets.filter((t) => t.status === 'active' && !t.isScanned).map((t) => t.ticketId);
        if (open.length > queue.length) {
          queue = open;
          agent = { id: data.agent._id, token: data.token };
        }
      }
      if (queue.length < 20)
        throw new Error(`no demo agent with unscanned tickets (log:\n${server.log().slice(0, 3000)})`);
    },
    async stream(server, stop, onAnswer) {
      await Promise.all(
        Array.from({ length: 3 }, async () => {
          while (!stop.now && queue.length) {
            const ticketId = queue.shift()!;
            const res = await api(server.url, 'POST', `/api/security-agents/scan/${ticketId}`, {
              token: agent.token,
              body: { agentId: agent.id, action: 'accept', stage: 'scan' },
              timeoutMs: 5000,
            });
            onAnswer(res.status, res.ms);
            if (res.status === 200) acked.push(ticketId);
            if (res.status === 0) return;
          }
        }),
      );
    },
    acknowledged: () => acked.length,
    exhausted: () => queue.length === 0,
    async verify(db) {
      const rows = await db.sql.query<{ ticket_id: string }>(
        `SELECT ticket_id FROM tickets WHERE ticket_id = ANY($1) AND is_scanned AND status = 'used'`,
        [acked],
      );
      const ok = new Set(rows.map((r) => r.ticket_id));
      return acked.filter((t) => !ok.has(t)).map((t) => `acknowledged scan of ${t} is lost`);
    },
  };
}

/** Fresh workloads (their counters start at zero) for one server. */
export const crashWorkloads = (): Workload[] => [transfers(), scans(), passwordResets()];
export { signIn };
