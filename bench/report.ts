import { round } from './lib/stats';

export interface Row {
  measure: string;
  figure: string;
  /** Empty for informational rows. */
  target: string;
  /** true / false, or null when it could not be measured (counts as not met) or has no target. */
  met: boolean | null;
}

export const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;
export const ms = (x: number) =>
  Number.isFinite(x) ? (x >= 1000 ? `${round(x / 1000, 2)} s` : `${round(x, 1)} ms`) : 'n/a';
export const ratio = (x: number) => (Number.isFinite(x) ? `${round(x, 2)}×` : 'n/a');

/** A Lighthouse performance score with its metrics (as Lighthouse names them). */
export const lighthouseSummary = (m: {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
}) =>
  `${m.score} (FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, CLS ${round(m.cls, 3)}, SI ${ms(m.siMs)})`;

const metLabel = (r: Row) =>
  r.target === '' ? '' : r.met === true ? 'yes' : r.met === false ? 'NO' : 'not measured';

/** One plain-text table (what `npm run bench` prints) and the same as Markdown for the README. */
export function renderTable(rows: Row[]): { text: string; markdown: string } {
  const head = ['Measure', 'Figure', 'Target', 'Met'];
  const cells = rows.map((r) => [r.measure, r.figure, r.target, metLabel(r)]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i])).join(' │ ');
  const sep = widths.map((w) => '─'.repeat(w)).join('─┼─');
  const text = [line(head), sep, ...cells.map(line)].join('\n');
  const esc = (x: string) => x.replace(/\|/g, '\\|');
  const markdown = [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...cells.map((c) => `| ${c.map(esc).join(' | ')} |`),
  ].join('\n');
  return { text, markdown };
}
