/**
 * bench/lighthouse.ts in a process of its own (started by bench/lighthouseProcess.ts). Arguments:
 * the targets and options as JSON, then the file the figures are written to. Progress lines go to
 * stderr.
 */
import { writeFileSync } from 'node:fs';
import { measureLighthouse, type LighthouseTarget } from './lighthouse';

const [input, output] = process.argv.slice(2);
const { targets, runs, reportDir } = JSON.parse(input) as {
  targets: LighthouseTarget[];
  runs: number;
  reportDir: string;
};
const figures = await measureLighthouse(targets, { runs, reportDir, log: (line) => console.error(line) });
writeFileSync(output, JSON.stringify(figures));
