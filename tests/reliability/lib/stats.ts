import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** What each reliability file counts; summed over all files into the final table. */
export interface Counters {
  routesIdentities: number;
  hostileInputs: number;
  concurrentOps: number;
  faults: number;
  invariantChecks: number;
  invariantViolations: number;
  fiveXx: number;
  /** 503 (unavailable) or 507 (disk full) answers while a fault was injected on purpose (the designed answer). */
  designed503: number;
  requests: number;
  errors4xx: number;
}

export interface LatencySample {
  label: string;
  ms: number[];
}

const zero = (): Counters => ({
  routesIdentities: 0,
  hostileInputs: 0,
  concurrentOps: 0,
  faults: 0,
  invariantChecks: 0,
  invariantViolations: 0,
  fiveXx: 0,
  designed503: 0,
  requests: 0,
  errors4xx: 0,
});

export const counters: Counters = zero();
const latencies: LatencySample[] = [];

export function count(key: keyof Counters, n = 1) {
  counters[key] += n;
}

/** Counts one HTTP answer (request, 4xx, 5xx); `duringFault` marks a 503 or 507 as the designed answer to a fault. */
export function countStatus(status: number, duringFault = false) {
  counters.requests += 1;
  if ((status === 503 || status === 507) && duringFault) counters.designed503 += 1;
  else if (status >= 500) counters.fiveXx += 1;
  else if (status >= 400) counters.errors4xx += 1;
}

export function recordLatencies(label: string, ms: number[]) {
  latencies.push({ label, ms });
}

/** Writes this file's counters for the summary (call in afterAll). */
export function flushStats(file: string) {
  const dir = inject('reliabilityStatsDir');
  appendFileSync(
    path.join(dir, 'stats.jsonl'),
    JSON.stringify({ file: path.basename(file), counters, latencies }) + '\n',
  );
  Object.assign(counters, zero());
  latencies.length = 0;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
