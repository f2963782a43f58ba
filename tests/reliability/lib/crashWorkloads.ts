import type { Database } from '../../../server/db/client';
import { api, type ServerProcess } from './serverProcess';

/** A stream of writes whose acknowledgements are remembered, and the check that they all survived. */
export interface Workload {
  name: string;
  /** Routes it needs: a workload runs only once its area is mounted. */
  routes: string[];
  prepare(server: ServerProcess): Promise<void>;
  stream(server: ServerProcess, stop: { now: boolean }, onAnswer: (status: number, ms: number) => void): Promise<void>;
  acknowledged(): number;
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
            const res = await api(server.url, 'POST', '/api/auth/forgot-password', { body: { email: DEMO.email }, timeoutMs: 5000 });
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

/** Fresh workloads (their counters start at zero) for one server. */
export const crashWorkloads = (): Workload[] => [passwordResets()];
export { signIn };
