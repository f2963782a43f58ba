import { api, mapLimit } from './lib/api';
import type { BenchServer } from './lib/serverProcess';
import { BULK_USERS, bulkPhone } from './fixtures';

export const DEMO = { email: 'demo@ticketing.tn', password: 'demo1234' };
export const AGENT_PASSWORD = 'bench-gate-2026';
/** Agents of the 20,000-ticket event: 50 for the scan load, one more for the browser runs. */
export const LOAD_AGENTS = 50;

export interface Agent {
  _id: string;
  agentId: string;
}
export interface BenchSetup {
  token: string;
  /** Name shown in the first row of page 1 of the events list (and not in the side nav). */
  firstEventName?: string;
  agents20k: Agent[];
  agent50k?: Agent;
  managedPhones: string[];
  notes: string[];
}

export async function login(base: string): Promise<string> {
  const res = await api<{ token: string }>(base, 'POST', '/api/auth/login', { body: DEMO });
  if (res.status !== 200) throw new Error(`demo login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

async function createAgents(
  base: string,
  token: string,
  eventId: string,
  count: number,
  notes: string[],
): Promise<Agent[]> {
  const created = await mapLimit(
    Array.from({ length: count }, (_, i) => i),
    4,
    (i) =>
      api(base, 'POST', `/api/security-agents/event/${eventId}`, {
        token,
        body: { name: `Bench gate ${i + 1}`, password: AGENT_PASSWORD },
      }),
  );
  const refused = created.find((r) => r.status >= 300);
  if (refused) {
    notes.push(
      `security agents: POST /api/security-agents/event/{id} answered ${refused.status} ${JSON.stringify(refused.body).slice(0, 120)}`,
    );
    return [];
  }
  const list = await api(base, 'GET', `/api/security-agents/event/${eventId}`, { token });
  const rows: unknown = list.body?.data?.data ?? list.body?.data ?? [];
  return (Array.isArray(rows) ? rows : [])
    .filter((a: { name?: string }) => a.name?.startsWith('Bench gate'))
    .sort((a: { name: string }, b: { name: string }) =>
      a.name.localeCompare(b.name, 'en', { numeric: true }),
    ) as Agent[];
}

/** What the figures need beyond the server-side fixtures, created through the API like a user would. */
export async function prepare(
  server: BenchServer,
  opts: { agents: boolean; managedUsers: boolean },
): Promise<BenchSetup> {
  const notes: string[] = [];
  const base = server.url;
  const token = await login(base);
  const [big20k, big50k] = server.bigEvents;

  let firstEventName: string | undefined;
  const list = await api(base, 'GET', '/api/events?page=1&limit=10', { token });
  const current = await api(base, 'GET', '/api/events/current', { token });
  const liveName: string | undefined = current.body?.data?.name;
  if (list.status === 200 && Array.isArray(list.body?.data)) {
    firstEventName = (list.body.data as Array<{ name: string }>)
      .map((e) => e.name)
      .find((n) => n !== liveName);
  } else notes.push(`events list: GET /api/events answered ${list.status}`);

  const agents20k = opts.agents ? await createAgents(base, token, big20k.id, LOAD_AGENTS + 1, notes) : [];
  const agent50k = opts.agents ? (await createAgents(base, token, big50k.id, 1, notes))[0] : undefined;

  const managedPhones: string[] = [];
  if (opts.managedUsers) {
    const phones = Array.from({ length: BULK_USERS }, (_, i) => bulkPhone(i));
    const results = await mapLimit(phones, 8, (phoneNumber) =>
      api(base, 'POST', '/api/business/add_user', { token, body: { phoneNumber } }),
    );
    results.forEach((r, i) => {
      if (r.status < 300) managedPhones.push(phones[i]);
    });
    if (managedPhones.length < phones.length) {
      const failed = results.find((r) => r.status >= 300);
      notes.push(
        `business: add_user failed for ${phones.length - managedPhones.length} phones (${failed?.status} ${JSON.stringify(failed?.body)})`,
      );
    }
  }
  return { token, firstEventName, agents20k, agent50k, managedPhones, notes };
}
