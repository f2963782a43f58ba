import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Counters, LatencySample } from './stats';
import { percentile } from './stats';

declare module 'vitest' {
  export interface ProvidedContext {
    reliabilityStatsDir: string;
  }
}

interface Line {
  file: string;
  counters: Counters;
  latencies: LatencySample[];
}

/** Collects every file's counters and prints the one summary table when the run ends. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'reliability-stats-'));
  project.provide('reliabilityStatsDir', dir);
  return () => {
    const file = path.join(dir, 'stats.jsonl');
    const lines: Line[] = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Line)
      : [];
    rmSync(dir, { recursive: true, force: true });
    process.stdout.write(renderSummary(lines));
  };
}

export function renderSummary(lines: Line[]): string {
  const total = (k: keyof Counters) => lines.reduce((s, l) => s + l.counters[k], 0);
  const rows: Array<[string, string]> = [
    ['routes × identities checked', String(total('routesIdentities'))],
    ['hostile inputs tried', String(total('hostileInputs'))],
    ['concurrent operations', String(total('concurrentOps'))],
    ['faults injected', String(total('faults'))],
    ['invariant checks', String(total('invariantChecks'))],
    ['invariant violations', String(total('invariantViolations'))],
    ['HTTP requests', String(total('requests'))],
    ['4xx answers (designed refusals)', String(total('errors4xx'))],
    ['503/507 answers during injected faults (designed)', String(total('designed503'))],
    ['5xx answers', String(total('fiveXx'))],
  ];
  for (const l of lines) {
    for (const s of l.latencies) {
      rows.push([
        `latency ${s.label} (n=${s.ms.length})`,
        `p50 ${percentile(s.ms, 50).toFixed(1)} ms, p99 ${percentile(s.ms, 99).toFixed(1)} ms`,
      ]);
    }
  }
  const w1 = Math.max(...rows.map((r) => r[0].length));
  const w2 = Math.max(...rows.map((r) => r[1].length));
  const bar = `+${'-'.repeat(w1 + 2)}+${'-'.repeat(w2 + 2)}+`;
  const out = [
    '',
    'Reliability summary' +
      (lines.length ? ` (${lines.map((l) => l.file).join(', ')})` : ' (no file reported)'),
    bar,
    ...rows.map(([a, b]) => `| ${a.padEnd(w1)} | ${b.padStart(w2)} |`),
    bar,
    '',
  ];
  return out.join('\n');
}
