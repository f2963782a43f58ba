/**
 * Lighthouse (Node API), performance category, its default mobile form factor and simulated
 * throttling (150 ms RTT, 1.6 Mbit/s, 4× CPU), in Debian's Chromium.
 *
 * Every run gets its own Chromium (fresh profile: cold HTTP cache, no open connections), started on
 * a DevTools port. Before Lighthouse connects, the token is written to the origin's localStorage
 * from a stub document (answered by playwright, so the app itself is not loaded and nothing is
 * cached) and the HTTP cache is cleared; Lighthouse then runs with `disableStorageReset` so it
 * keeps that token. A small gatherer reads the page's URL and text once the load is over, so each
 * run is checked: the final URL is the one asked for (not the sign-in page) and the text the page
 * must show (the first event's name, or 'Sign In') is there. A run that fails the check is not
 * counted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { Audit, Gatherer } from 'lighthouse';
import type * as LH from 'lighthouse/types/lh.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/support/chromiumFlags';
import { median } from './lib/stats';

export interface LighthouseTarget {
  name: string;
  url: string;
  /** Written to localStorage.token before the run (the dashboard's session); none: signed out. */
  token?: string;
  /** Text the rendered page must contain for the run to count. */
  expectText: string;
}

export interface LighthouseMetrics {
  /** 0-100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
}

export interface LighthouseRun extends LighthouseMetrics {
  finalUrl: string;
  /** The largest contentful paint element as Lighthouse names it. */
  lcpElement?: string;
  /** Lighthouse's CPU benchmark of this machine at that moment (a slow or busy CPU inflates TBT). */
  benchmarkIndex?: number;
  warnings: string[];
}

export interface Opportunity {
  id: string;
  title: string;
  displayValue?: string;
  /** Lighthouse's estimate of what fixing it would save, per metric (ms; CLS unitless). */
  metricSavings: Record<string, number>;
}

export interface LighthouseFigure {
  name: string;
  url: string;
  runs: LighthouseRun[];
  /** Per-metric medians of the runs that passed the check. */
  median?: LighthouseMetrics;
  /** Points of the score each metric loses (weight × (1 − metric score)), from the median-score run. */
  pointsLost?: Record<string, number>;
  /** Opportunities and diagnostics of the median-score run, largest estimated saving first. */
  opportunities?: Opportunity[];
  /** Median-score run: LCP split into TTFB, load delay, load time and render delay (ms). */
  lcpPhases?: Record<string, number>;
  /** Median-score run: main-thread time by kind of work (ms, simulated CPU). */
  mainThreadMs?: Record<string, number>;
  /** HTML report of the median-score run. */
  reportFile?: string;
  /** Runs that failed (Lighthouse error or the check), with the reason. */
  failures: string[];
  error?: string;
}

const PAGE_STATE = 'BenchPageState';
interface PageState {
  href: string;
  text: string;
}

/** Reads the page's URL and visible text once the load is over (after the trace has stopped). */
class PageStateGatherer extends Gatherer {
  meta: LH.Gatherer.GathererMeta = { supportedModes: ['navigation'] };
  getArtifact(context: LH.Gatherer.Context): LH.Gatherer.PhaseResult {
    return context.driver.executionContext.evaluateAsync(
      '({ href: location.href, text: document.body ? document.body.innerText : "" })',
      { useIsolation: true },
    );
  }
}

/** Only there so that Lighthouse gathers the artifact above (artifacts no audit needs are dropped). */
class PageStateAudit extends Audit {
  static get meta(): LH.Audit.Meta {
    return {
      id: 'bench-page-state',
      title: 'Page state read for the benchmark',
      description: 'The URL and text of the page after load, used to check the run.',
      requiredArtifacts: [PAGE_STATE as keyof LH.Artifacts],
      scoreDisplayMode: 'informative',
    };
  }
  static audit(): LH.Audit.Product {
    return { score: 1 };
  }
}

const CONFIG: LH.Config = {
  extends: 'lighthouse:default',
  artifacts: [{ id: PAGE_STATE, gatherer: { implementation: PageStateGatherer } }],
  audits: [{ implementation: PageStateAudit }],
};

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

/** Chromium on a DevTools port, own profile; resolves once it listens. */
async function startChromium(
  executablePath: string,
): Promise<{ port: number; wsEndpoint: string; stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-profile-'));
  const child: ChildProcess = spawn(
    executablePath,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so that its helper processes can be stopped with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stopGroup = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group has already exited
    }
  };
  const stop = async () => {
    // No pid: it never started (and may never emit 'exit').
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      clearTimeout(timer);
    }
    stopGroup();
    // A helper process can still be writing to the profile for a moment after the group is stopped.
    // The run itself is complete by now: a profile left in the temp folder does not make it fail.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.error(`bench: Chromium profile ${profile} not removed: ${String(error)}`);
    }
  };
  try {
    const wsEndpoint = await new Promise<string>((resolve, reject) => {
      let err = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not open its DevTools port: ${err}`)),
        30_000,
      );
      child.stderr!.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        const m = err.match(/DevTools listening on (ws:\/\/\S+)/);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
      child.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with ${code}: ${err.slice(-300)}`));
      });
    });
    return { port: Number(new URL(wsEndpoint).port), wsEndpoint, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Sets (or removes) localStorage.token on the target's origin from a stub document, then clears the
 * HTTP cache and disconnects, leaving the browser to Lighthouse.
 */
async function prepareBrowser(wsEndpoint: string, target: LighthouseTarget) {
  const browser = await chromium.connectOverCDP(wsEndpoint);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const origin = new URL(target.url).origin;
    const stub = `${origin}/__bench-storage`;
    await page.route(stub, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto(stub);
    await page.evaluate(
      target.token === undefined
        ? `localStorage.removeItem('token')`
        : `localStorage.setItem('token', ${JSON.stringify(target.token)})`,
    );
    await page.unrouteAll();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    await browser.close();
  }
}

const auditValue = (lhr: LH.Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function metricsOf(lhr: LH.Result): LighthouseMetrics {
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcpMs: auditValue(lhr, METRICS.FCP),
    lcpMs: auditValue(lhr, METRICS.LCP),
    tbtMs: auditValue(lhr, METRICS.TBT),
    cls: auditValue(lhr, METRICS.CLS),
    siMs: auditValue(lhr, METRICS.SI),
  };
}

function lcpElementOf(lhr: LH.Result): string | undefined {
  // Lighthouse 12: a list of tables, the first of which holds the element.
  const find = (details: unknown): string | undefined => {
    if (!details || typeof details !== 'object') return undefined;
    const d = details as { type?: string; items?: unknown[]; nodeLabel?: string; selector?: string };
    if (d.type === 'node') return `${d.selector ?? ''} "${(d.nodeLabel ?? '').slice(0, 80)}"`;
    for (const item of d.items ?? []) {
      const hit = find(item) ?? find((item as { node?: unknown }).node);
      if (hit) return hit;
    }
    return undefined;
  };
  return find(lhr.audits['largest-contentful-paint-element']?.details);
}

function pointsLostOf(lhr: LH.Result): Record<string, number> {
  const lost: Record<string, number> = {};
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group !== 'metrics' || !ref.weight || !ref.acronym) continue;
    const score = lhr.audits[ref.id]?.score;
    if (typeof score === 'number') lost[ref.acronym] = Math.round(ref.weight * (1 - score) * 10) / 10;
  }
  return lost;
}

/** What Lighthouse lists under diagnostics (opportunities included) and does not pass. */
function opportunitiesOf(lhr: LH.Result): Opportunity[] {
  const out: Opportunity[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group !== 'diagnostics') continue;
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'notApplicable') continue;
    const savings = Object.fromEntries(
      Object.entries(a.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0),
    ) as Record<string, number>;
    out.push({ id: a.id, title: a.title, displayValue: a.displayValue, metricSavings: savings });
  }
  const weight = (o: Opportunity) =>
    (o.metricSavings.LCP ?? 0) + (o.metricSavings.FCP ?? 0) + (o.metricSavings.TBT ?? 0);
  return out.sort((a, b) => weight(b) - weight(a));
}

type Table = { type?: string; items?: Array<Record<string, unknown>> };

function lcpPhasesOf(lhr: LH.Result): Record<string, number> | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as Table | undefined;
  const phases = (details?.items ?? [])
    .map((t) => t as Table)
    .find((t) => t.type === 'table' && t.items?.some((i) => 'phase' in i));
  if (!phases?.items) return undefined;
  return Object.fromEntries(phases.items.map((i) => [String(i.phase), Math.round(Number(i.timing))]));
}

function mainThreadOf(lhr: LH.Result): Record<string, number> | undefined {
  const details = lhr.audits['mainthread-work-breakdown']?.details as Table | undefined;
  if (!details?.items) return undefined;
  return Object.fromEntries(
    details.items.map((i) => [String(i.groupLabel ?? i.group), Math.round(Number(i.duration))]),
  );
}

const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** One Lighthouse run of one target: the result, or why it does not count. */
async function runOnce(
  executablePath: string,
  target: LighthouseTarget,
): Promise<{ run: LighthouseRun; lhr: LH.Result; html: string }> {
  const browser = await startChromium(executablePath);
  try {
    await prepareBrowser(browser.wsEndpoint, target);
    const flags: LH.Flags = {
      port: browser.port,
      hostname: '127.0.0.1',
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance'],
      onlyAudits: ['bench-page-state'],
      disableStorageReset: true,
      maxWaitForLoad: 90_000,
    };
    const result = await lighthouse(target.url, flags, CONFIG);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const state = (result.artifacts as unknown as Record<string, PageState | Error | undefined>)[PAGE_STATE];
    if (!state || state instanceof Error || typeof state.href !== 'string')
      throw new Error(`page state not read (${state instanceof Error ? state.message : 'missing'})`);
    const wanted = new URL(target.url).pathname;
    const finalUrl = lhr.finalDisplayedUrl;
    const finalPath = new URL(state.href).pathname;
    if (finalPath !== wanted || new URL(finalUrl).pathname !== wanted)
      throw new Error(`ended on ${finalPath}, not ${wanted}`);
    if (!state.text.includes(target.expectText))
      throw new Error(
        `'${target.expectText}' not on the page (text: ${JSON.stringify(state.text.slice(0, 120))})`,
      );
    const run: LighthouseRun = {
      ...metricsOf(lhr),
      finalUrl,
      lcpElement: lcpElementOf(lhr),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      warnings: lhr.runWarnings.map((w) => String(w)),
    };
    if (!Number.isFinite(run.score)) throw new Error('no performance score');
    return { run, lhr, html: Array.isArray(result.report) ? result.report[0] : result.report };
  } finally {
    await browser.stop();
  }
}

/**
 * `runs` Lighthouse runs of every target, interleaved (A, B, C, A, B, C, ...) so they share the
 * machine's load; per-metric medians; the HTML report of each target's median-score run in reportDir.
 */
export async function measureLighthouse(
  targets: LighthouseTarget[],
  opts: { runs: number; reportDir: string; executablePath?: string; log?: (line: string) => void },
): Promise<LighthouseFigure[]> {
  const executablePath = opts.executablePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const figures: LighthouseFigure[] = targets.map((t) => ({
    name: t.name,
    url: t.url,
    runs: [],
    failures: [],
  }));
  const kept = targets.map(() => [] as Array<{ lhr: LH.Result; html: string }>);
  for (let round = 0; round < opts.runs; round++) {
    for (const [i, target] of targets.entries()) {
      const started = Date.now();
      try {
        const { run, lhr, html } = await runOnce(executablePath, target);
        figures[i].runs.push(run);
        kept[i].push({ lhr, html });
        opts.log?.(
          `lighthouse ${target.name} run ${round + 1}: score ${run.score} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      } catch (error) {
        figures[i].failures.push(reason(error));
        opts.log?.(`lighthouse ${target.name} run ${round + 1} failed: ${reason(error)}`);
      }
    }
  }
  mkdirSync(opts.reportDir, { recursive: true });
  for (const [i, f] of figures.entries()) {
    if (!f.runs.length) {
      f.error = f.failures[0] ?? 'no run';
      continue;
    }
    const pick = (k: keyof LighthouseMetrics) => median(f.runs.map((r) => r[k]));
    f.median = {
      score: pick('score'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      siMs: pick('siMs'),
    };
    const mid = f.runs.findIndex((r) => r.score === f.median!.score);
    const { lhr, html } = kept[i][mid];
    f.pointsLost = pointsLostOf(lhr);
    f.opportunities = opportunitiesOf(lhr);
    f.lcpPhases = lcpPhasesOf(lhr);
    f.mainThreadMs = mainThreadOf(lhr);
    f.reportFile = path.join(opts.reportDir, `${f.name}.html`);
    writeFileSync(f.reportFile, html);
  }
  return figures;
}
