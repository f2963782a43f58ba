import { api, mapLimit, type ApiResult } from './lib/api';
import { quantile, median } from './lib/stats';
import type { BenchServer } from './lib/serverProcess';
import { AGENT_PASSWORD, DEMO, LOAD_AGENTS, type BenchSetup } from './setup';

export interface LoadFigure {
  requests: number;
  concurrency: number;
  ok: number;
  /** status -> count, for the answers that were not 2xx */
  failures: Record<string, number>;
  firstFailure?: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  skipped?: string;
}

const skipped = (why: string): LoadFigure => ({
  requests: 0,
  concurrency: 0,
  ok: 0,
  failures: {},
  rps: NaN,
  p50Ms: NaN,
  p99Ms: NaN,
  maxMs: NaN,
  skipped: why,
});

/** `requests` calls with at most `concurrency` in flight (bounded, loopback); latency per call. */
async function load(
  requests: number,
  concurrency: number,
  call: (i: number) => Promise<ApiResult>,
): Promise<LoadFigure> {
  const started = performance.now();
  const results = await mapLimit(
    Array.from({ length: requests }, (_, i) => i),
    concurrency,
    (i) => call(i),
  );
  const elapsed = (performance.now() - started) / 1000;
  const times = results.map((r) => r.ms);
  const failures: Record<string, number> = {};
  let firstFailure: string | undefined;
  for (const r of results) {
    if (r.status >= 200 && r.status < 300) continue;
    failures[r.status] = (failures[r.status] ?? 0) + 1;
    firstFailure ??= `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`;
  }
  return {
    requests,
    concurrency,
    ok: results.length - Object.values(failures).reduce((a, b) => a + b, 0),
    failures,
    firstFailure,
    rps: requests / elapsed,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    maxMs: Math.max(...times),
  };
}

/** Per-agent sequential scans, all agents at once: `concurrency` = number of agents. */
async function scanLoad(
  base: string,
  agents: Array<{ token: string; _id: string }>,
  ticketIds: string[],
  perAgent: number,
): Promise<LoadFigure> {
  const started = performance.now();
  const results: ApiResult[] = [];
  await Promise.all(
    agents.map(async (agent, a) => {
      for (let k = 0; k < perAgent; k++) {
        const ticket = ticketIds[a * perAgent + k];
        results.push(
          await api(base, 'POST', `/api/security-agents/scan/${encodeURIComponent(ticket)}`, {
            token: agent.token,
            body: { agentId: agent._id, action: 'accept' },
          }),
        );
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const times = results.map((r) => r.ms);
  const failures: Record<string, number> = {};
  let firstFailure: string | undefined;
  for (const r of results) {
    if (r.status >= 200 && r.status < 300) continue;
    failures[r.status] = (failures[r.status] ?? 0) + 1;
    firstFailure ??= `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`;
  }
  return {
    requests: results.length,
    concurrency: agents.length,
    ok: results.length - Object.values(failures).reduce((a, b) => a + b, 0),
    failures,
    firstFailure,
    rps: results.length / elapsed,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    maxMs: Math.max(...times),
  };
}

export interface ApiFigures {
  database: string;
  login: LoadFigure;
  eventsList: LoadFigure;
  ticketsPage: LoadFigure;
  scanAccept: LoadFigure;
  addFunds: LoadFigure;
  bulkTransfer: {
    users: number;
    runs: number[];
    medianMs: number;
    maxMs: number;
    failure?: string;
    skipped?: string;
  };
  notes: string[];
}

/** Ticket references of the 20,000-ticket event, the way the scanner sends them (from the agent's ticket list). */
async function scannableTickets(
  base: string,
  eventId: string,
  agent: { token: string; _id: string },
  need: number,
) {
  const res = await api(base, 'GET', `/api/security-agents/event/${eventId}/tickets?agentId=${agent._id}`, {
    token: agent.token,
  });
  const rows: Array<{ ticketId?: string; isScanned?: boolean; status?: string }> =
    res.body?.data?.data ?? res.body?.data ?? [];
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((t) => t.ticketId && !t.isScanned && (t.status ?? 'active') === 'active')
    .slice(0, need)
    .map((t) => t.ticketId!);
}

export async function measureApi(
  server: BenchServer,
  setup: BenchSetup,
  quick: boolean,
): Promise<ApiFigures> {
  const base = server.url;
  const notes: string[] = [];
  const n = (full: number, q: number) => (quick ? q : full);
  const [big20k] = server.bigEvents;
  const { token } = setup;

  const login = await load(n(60, 10), 5, () => api(base, 'POST', '/api/auth/login', { body: DEMO }));
  const eventsList = await load(n(1000, 100), 10, () =>
    api(base, 'GET', '/api/events?page=1&limit=10', { token }),
  );
  const pages = Math.floor(big20k.tickets / 20);
  const ticketsPage = await load(n(1000, 100), 10, (i) =>
    api(base, 'GET', `/api/tickets/event/${big20k.id}?page=${1 + ((i * 37) % pages)}&limit=20`, { token }),
  );

  let scanAccept = skipped('no security agents');
  const loadAgents = setup.agents20k.slice(1, 1 + LOAD_AGENTS);
  if (loadAgents.length) {
    const sessions = await mapLimit(loadAgents, 5, async (a) => {
      const res = await api(base, 'POST', '/api/security-agents-public/login', {
        body: { agentId: a.agentId, password: AGENT_PASSWORD },
      });
      return { _id: a._id, token: String(res.body?.data?.token ?? res.body?.token ?? '') };
    });
    const perAgent = n(10, 2);
    const ticketIds = await scannableTickets(base, big20k.id, sessions[0], sessions.length * perAgent);
    if (!sessions[0].token) scanAccept = skipped('agent login returned no token');
    else if (ticketIds.length < sessions.length * perAgent)
      scanAccept = skipped(`agent ticket list gave ${ticketIds.length} tickets`);
    else scanAccept = await scanLoad(base, sessions, ticketIds, perAgent);
  }

  let addFunds = skipped('no managed users');
  const phones = setup.managedPhones;
  if (phones.length) {
    addFunds = await load(n(300, 30), 10, (i) =>
      api(base, 'POST', '/api/business/add_funds', {
        token,
        body: { phoneNumber: phones[i % phones.length], amount: 1 },
      }),
    );
  }

  const bulkTransfer: ApiFigures['bulkTransfer'] = {
    users: phones.length,
    runs: [],
    medianMs: NaN,
    maxMs: NaN,
  };
  if (phones.length < 1000) bulkTransfer.skipped = `only ${phones.length} managed users`;
  else {
    for (let r = 0; r < n(3, 1); r++) {
      const res = await api(base, 'POST', '/api/business/bulk_add_funds', {
        token,
        body: { phoneNumbers: phones, amount: 1 },
      });
      if (res.status >= 300) {
        bulkTransfer.failure = `${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
        break;
      }
      bulkTransfer.runs.push(res.ms);
    }
    bulkTransfer.medianMs = median(bulkTransfer.runs);
    bulkTransfer.maxMs = Math.max(...bulkTransfer.runs);
  }
  return {
    database: server.database,
    login,
    eventsList,
    ticketsPage,
    scanAccept,
    addFunds,
    bulkTransfer,
    notes,
  };
}
