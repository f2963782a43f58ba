import { api, createClient, mapLimit, type ApiResult, type Client } from './lib/api';
import { quantile, median } from './lib/stats';
import type { BenchServer } from './lib/serverProcess';
import { AGENT_PASSWORD, DEMO, LOAD_AGENTS, type BenchSetup } from './setup';

export interface LoadFigure {
  requests: number;
  concurrency: number;
  /** calls of the same kind made just before, not counted */
  warmUp?: number;
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

function summarise(results: ApiResult[], concurrency: number, seconds: number, warmUp: number): LoadFigure {
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
    concurrency,
    warmUp,
    ok: results.length - Object.values(failures).reduce((a, b) => a + b, 0),
    failures,
    firstFailure,
    rps: results.length / seconds,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    maxMs: Math.max(...times),
  };
}

/**
 * `requests` calls from `concurrency` users, each on its own connection sending its next call when
 * the last one is answered (bounded, loopback), after `warmUp` calls of the same kind that are not
 * counted: the figures are those of a server that has already answered a few of them.
 */
async function load(
  base: string,
  requests: number,
  warmUp: number,
  concurrency: number,
  call: (client: Client, i: number) => Promise<ApiResult>,
): Promise<LoadFigure> {
  const clients = Array.from({ length: concurrency }, () => createClient(base));
  const run = (from: number, count: number) =>
    mapLimit(
      Array.from({ length: count }, (_, i) => from + i),
      concurrency,
      (i, _index, worker) => call(clients[worker], i),
    );
  await run(0, warmUp);
  const started = performance.now();
  const results = await run(warmUp, requests);
  return summarise(results, concurrency, (performance.now() - started) / 1000, warmUp);
}

interface AgentSession {
  _id: string;
  token: string;
  /** The agent's phone: its login and its scans on one connection. */
  client: Client;
}

/**
 * Every agent scanning at once, each one ticket after the other (`concurrency` = number of agents),
 * `perAgent` distinct tickets each from `ticketIds[from...]`.
 */
async function scanRound(agents: AgentSession[], ticketIds: string[], from: number, perAgent: number) {
  const results: ApiResult[] = [];
  await Promise.all(
    agents.map(async (agent, a) => {
      for (let k = 0; k < perAgent; k++) {
        const ticket = ticketIds[from + a * perAgent + k];
        results.push(
          await agent.client('POST', `/api/security-agents/scan/${encodeURIComponent(ticket)}`, {
            token: agent.token,
            body: { agentId: agent._id, action: 'accept' },
          }),
        );
      }
    }),
  );
  return results;
}

/** A warm-up round of `warmUpPerAgent` scans per agent, then the measured round. */
async function scanLoad(
  agents: AgentSession[],
  ticketIds: string[],
  warmUpPerAgent: number,
  perAgent: number,
): Promise<LoadFigure> {
  await scanRound(agents, ticketIds, 0, warmUpPerAgent);
  const started = performance.now();
  const results = await scanRound(agents, ticketIds, agents.length * warmUpPerAgent, perAgent);
  return summarise(
    results,
    agents.length,
    (performance.now() - started) / 1000,
    agents.length * warmUpPerAgent,
  );
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

  const login = await load(base, n(60, 10), n(10, 5), 5, (client) =>
    client('POST', '/api/auth/login', { body: DEMO }),
  );
  const eventsList = await load(base, n(1000, 100), n(100, 20), 10, (client) =>
    client('GET', '/api/events?page=1&limit=10', { token }),
  );
  const pages = Math.floor(big20k.tickets / 20);
  const ticketsPage = await load(base, n(1000, 100), n(100, 20), 10, (client, i) =>
    client('GET', `/api/tickets/event/${big20k.id}?page=${1 + ((i * 37) % pages)}&limit=20`, { token }),
  );

  let scanAccept = skipped('no security agents');
  const loadAgents = setup.agents20k.slice(1, 1 + LOAD_AGENTS);
  if (loadAgents.length) {
    const sessions = await mapLimit(loadAgents, 5, async (a): Promise<AgentSession> => {
      const client = createClient(base);
      const res = await client('POST', '/api/security-agents-public/login', {
        body: { agentId: a.agentId, password: AGENT_PASSWORD },
      });
      return { _id: a._id, token: String(res.body?.data?.token ?? res.body?.token ?? ''), client };
    });
    const perAgent = n(10, 2);
    const warmUpPerAgent = 2;
    const need = sessions.length * (warmUpPerAgent + perAgent);
    const ticketIds = await scannableTickets(base, big20k.id, sessions[0], need);
    if (!sessions[0].token) scanAccept = skipped('agent login returned no token');
    else if (ticketIds.length < need)
      scanAccept = skipped(`agent ticket list gave ${ticketIds.length} tickets`);
    else scanAccept = await scanLoad(sessions, ticketIds, warmUpPerAgent, perAgent);
  }

  let addFunds = skipped('no managed users');
  const phones = setup.managedPhones;
  if (phones.length) {
    addFunds = await load(base, n(300, 30), n(30, 10), 10, (client, i) =>
      client('POST', '/api/business/add_funds', {
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
