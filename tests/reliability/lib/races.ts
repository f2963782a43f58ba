import { randomBytes } from 'node:crypto';
import type { Database } from '../../../server/db/client';
import { api, type ServerProcess } from './serverProcess';
import { createScanFixture } from './scanFixture';
import { count, countStatus } from './stats';
import { DEMO } from './crashWorkloads';
import { totalBalanceMillimes } from './invariants';

/** A race run against several instances at once, returning what went wrong (empty when nothing did). */
export interface Race {
  name: string;
  routes: string[];
  run(instances: ServerProcess[], db: Database, secret: string): Promise<string[]>;
}

const scanRace: Race = {
  name: 'scan race split across instances',
  routes: ['POST /api/security-agents/scan/:ticketId'],
  async run(instances, db, secret) {
    const fixture = await createScanFixture(db, secret, 400, 20);
    const problems: string[] = [];
    const admitted = new Map<string, number>();
    // Every ticket is scanned at the same moment by two agents, one on each instance.
    const attempts = fixture.ticketIds.flatMap((t, i) =>
      [0, 1].map((side) => ({ t, side, agent: fixture.agents[(i + side * 7) % 20] })),
    );
    for (let start = 0; start < attempts.length; start += 40) {
      const batch = attempts.slice(start, start + 40);
      const answers = await Promise.all(
        batch.map((a) =>
          api(instances[a.side % instances.length].url, 'POST', `/api/security-agents/scan/${a.t}`, {
            token: a.agent.token,
            body: { agentId: a.agent.id, action: 'accept', stage: 'scan' },
          }),
        ),
      );
      answers.forEach((res, i) => {
        countStatus(res.status);
        if (res.status === 200) admitted.set(batch[i].t, (admitted.get(batch[i].t) ?? 0) + 1);
        else if (res.status !== 409)
          problems.push(`${batch[i].t}: ${res.status} ${JSON.stringify(res.body)}`);
      });
    }
    count('concurrentOps', attempts.length);
    if (admitted.size !== fixture.ticketIds.length)
      problems.push(`${admitted.size} of ${fixture.ticketIds.length} tickets admitted`);
    const twice = [...admitted.entries()].filter(([, n]) => n > 1);
    if (twice.length) problems.push(`admitted more than once: ${twice.map(([t]) => t).join(', ')}`);
    return problems;
  },
};

const transferRace: Race = {
  name: 'transfers split across instances never overdraw',
  routes: ['POST /api/business/add_funds'],
  async run(instances, db) {
    const problems: string[] = [];
    const login = await api(instances[0].url, 'POST', '/api/auth/login', { body: DEMO });
    const [{ phone }] = await db.sql.query<{ phone: string }>(
      `SELECT u.phone_number AS phone FROM managed_users m JOIN users u ON u.id = m.user_id JOIN users b ON b.id = m.business_id WHERE b.email = $1 LIMIT 1`,
      [DEMO.email],
    );
    await db.sql.query('UPDATE users SET balance = 50 WHERE email = $1', [DEMO.email]);
    const totalBefore = await totalBalanceMillimes(db.sql);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api(instances[i % instances.length].url, 'POST', '/api/business/add_funds', {
          token: login.body.token,
          body: { phoneNumber: phone, amount: 5 },
          headers: { 'Idempotency-Key': `two-${i}-${randomBytes(6).toString('hex')}` },
        }),
      ),
    );
    count('concurrentOps', answers.length);
    for (const a of answers) {
      countStatus(a.status);
      if (a.status !== 200 && (a.status < 400 || a.status >= 500 || typeof a.body?.message !== 'string'))
        problems.push(`answer ${a.status} ${JSON.stringify(a.body)}`);
    }
    const ok = answers.filter((a) => a.status === 200).length;
    if (ok !== 10) problems.push(`${ok} transfers of 5 accepted from a balance of 50`);
    const [row] = await db.sql.query<{ b: string }>('SELECT balance::text AS b FROM users WHERE email = $1', [
      DEMO.email,
    ]);
    if (Number(row.b) !== 0) problems.push(`business balance ends at ${row.b}`);
    const totalAfter = await totalBalanceMillimes(db.sql);
    if (totalAfter !== totalBefore) problems.push(`sum of balances ${totalBefore} → ${totalAfter} millimes`);
    return problems;
  },
};

export const twoInstanceRaces = (): Race[] => [scanRace, transferRace];
