import { createClient } from './lib/api';
import { quantile } from './lib/stats';
import { ms, type Row } from './report';

export interface LoginStormFigure {
  scans: number;
  wrongLogins: number;
  p50Ms: number;
  p99Ms: number;
  skipped?: string;
}

/**
 * A door scan during a login storm: `storm` parallel wrong dashboard logins (bcrypt at the server's
 * cost) keep going while one agent scans tickets one after the other; the scans' times are the
 * figure. With bcrypt on the event loop, each scan waited behind the hashes (2.8 s); off the loop it
 * does not. The scans hit already-admitted tickets (409): the same path and cost as an admission.
 */
export async function measureLoginStorm(
  base: string,
  agent: { agentId: string; password: string },
  opts: { scans: number; storm: number },
): Promise<LoginStormFigure> {
  const scanner = createClient(base);
  const login = await scanner<{ data: { token: string; agent: { _id: string }; event: { _id: string } } }>(
    'POST',
    '/api/security-agents-public/login',
    { body: agent },
  );
  if (login.status !== 200)
    return { scans: 0, wrongLogins: 0, p50Ms: NaN, p99Ms: NaN, skipped: `agent login ${login.status}` };
  const { token } = login.body.data;
  const list = await scanner<{ data: { data: Array<{ ticketId: string }> } }>(
    'GET',
    `/api/security-agents/event/${login.body.data.event._id}/tickets?limit=50`,
    { token },
  );
  const tickets = list.body?.data?.data?.map((t) => t.ticketId) ?? [];
  if (!tickets.length) return { scans: 0, wrongLogins: 0, p50Ms: NaN, p99Ms: NaN, skipped: 'no tickets' };

  let storming = true;
  let wrongLogins = 0;
  const attackers = Array.from({ length: opts.storm }, async (_, n) => {
    const client = createClient(base);
    while (storming) {
      await client('POST', '/api/auth/login', { body: { email: `storm${n}@bench.tn`, password: 'wrong' } });
      wrongLogins++;
    }
  });
  // Let the storm build up before measuring.
  while (wrongLogins < opts.storm) await new Promise((resolve) => setImmediate(resolve));
  const times: number[] = [];
  for (let k = 0; k < opts.scans; k++) {
    const res = await scanner(
      'POST',
      `/api/security-agents/scan/${encodeURIComponent(tickets[k % tickets.length])}`,
      {
        token,
        body: { action: 'accept' },
      },
    );
    times.push(res.ms);
  }
  storming = false;
  await Promise.all(attackers);
  return { scans: times.length, wrongLogins, p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
}

/** The bench table's row(s) for the storm, filled by `benchLoginStorm` (bench/run.ts adds them to its table). */
export const loginStormRows: Row[] = [];
export const SCAN_DURING_STORM_P99_MS = 100;

export async function benchLoginStorm(
  base: string,
  agent: { agentId: string; password: string } | undefined,
  quick: boolean,
): Promise<void> {
  const measure = 'Door scan p99 during a login storm (50 parallel wrong logins, embedded database)';
  const target = `< ${SCAN_DURING_STORM_P99_MS} ms`;
  if (!agent) {
    loginStormRows.push({ measure, figure: 'not run (no agent)', target, met: null });
    return;
  }
  const f = await measureLoginStorm(base, agent, { scans: quick ? 40 : 200, storm: 50 });
  loginStormRows.push({
    measure,
    figure: f.skipped
      ? `not run (${f.skipped})`
      : `p50 ${ms(f.p50Ms)}, p99 ${ms(f.p99Ms)} (${f.scans} scans, ${f.wrongLogins} wrong logins)`,
    target,
    met: Number.isFinite(f.p99Ms) ? f.p99Ms < SCAN_DURING_STORM_P99_MS : null,
  });
}
