import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './lib/build';
import type { LighthouseFigure, LighthouseTarget } from './lighthouse';

/**
 * measureLighthouse, run in a child process. The bench process is also the API load generator, and
 * Lighthouse's trace processing left it with a large heap and slower: API loads measured after
 * Lighthouse had run in-process were about a third slower, on either database.
 */
export function measureLighthouseInChild(
  targets: LighthouseTarget[],
  opts: { runs: number; reportDir: string; log?: (line: string) => void },
): Promise<LighthouseFigure[]> {
  const output = path.join(os.tmpdir(), `bench-lighthouse-figures-${process.pid}-${Date.now()}.json`);
  const input = JSON.stringify({ targets, runs: opts.runs, reportDir: opts.reportDir });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench', 'lighthouseCli.ts'), input, output],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const tail: string[] = [];
    createInterface({ input: child.stderr! }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 5) tail.shift();
      if (line.startsWith('lighthouse ')) opts.log?.(line);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`Lighthouse process exited with ${code}: ${tail.join(' / ')}`);
        resolve(JSON.parse(readFileSync(output, 'utf8')) as LighthouseFigure[]);
      } catch (error) {
        reject(error);
      } finally {
        rmSync(output, { force: true });
      }
    });
  });
}
