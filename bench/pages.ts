import type { Browser } from 'playwright-core';
import {
  heapUsed,
  openRunPage,
  watched,
  xpathButton,
  xpathText,
  type RunPage,
  VIEWPORTS,
} from './lib/browser';
import { median } from './lib/stats';

export interface PageFigure {
  /** Milliseconds of each measured run (the warm-up excluded). */
  runs: number[];
  median: number;
  heapBytes?: number;
  /** Script and style paths the page fetched before it was usable (from the last run). */
  fetched: string[];
  error?: string;
}

export interface Scenario {
  name: string;
  viewport: keyof typeof VIEWPORTS;
  token?: string;
  /** XPaths that must all match for the page to count as usable (watched from navigation start). */
  usable: string[];
  /** Navigates and returns the figure in ms. */
  run(rp: RunPage): Promise<number>;
}

const SIGN_IN = ['//input[@type="email"]', '//input[@type="password"]', xpathButton('Sign In')];
const SCANNER_FORM = ['//input[@type="password"]', xpathButton('Access Scanner')];

/** `/`: email, password and the Sign In button rendered and enabled. */
export const loginScenario = (base: string): Scenario => ({
  name: 'login',
  viewport: 'desktop',
  usable: SIGN_IN,
  async run({ page }) {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    return watched(page, 'usable');
  },
});

/** A list page, signed in: the first row's text painted. */
export const firstRowScenario = (name: string, url: string, token: string, rowText: string): Scenario => ({
  name,
  viewport: 'desktop',
  token,
  usable: [xpathText(rowText)],
  async run({ page }) {
    await page.goto(url, { waitUntil: 'commit' });
    return watched(page, 'usable');
  },
});

/** `/security-scanner/{agentId}`: the password field and Access Scanner button usable. */
export const scannerFormScenario = (base: string, agentId: string): Scenario => ({
  name: 'scannerForm',
  viewport: 'phone',
  usable: SCANNER_FORM,
  async run({ page }) {
    await page.goto(`${base}/security-scanner/${agentId}`, { waitUntil: 'commit' });
    return watched(page, 'usable');
  },
});

/** From the click on Access Scanner to the first ticket's 'Scan Ticket' button painted. */
export const scannerListScenario = (base: string, agentId: string, password: string): Scenario => ({
  name: 'scannerList',
  viewport: 'phone',
  usable: SCANNER_FORM,
  async run({ page }) {
    await page.goto(`${base}/security-scanner/${agentId}`, { waitUntil: 'commit' });
    await watched(page, 'usable');
    await page.fill('input[type="password"]', password);
    const t0 = Number(
      await page.evaluate(`(() => {
        window.__bench.watch('list', ${JSON.stringify([xpathButton('Scan Ticket')])});
        const t = performance.now();
        document.evaluate(${JSON.stringify(xpathButton('Access Scanner'))}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue.click();
        return t;
      })()`),
    );
    return (await watched(page, 'list')) - t0;
  },
});

/** One cold run (fresh context): the figure, and on request the fetched files and the heap. */
async function runOnce(browser: Browser, scenario: Scenario, throttled: boolean, details: boolean) {
  const rp = await openRunPage(browser, {
    throttled,
    viewport: scenario.viewport,
    token: scenario.token,
    watch: { name: 'usable', xpaths: scenario.usable },
  });
  try {
    const ms = await scenario.run(rp);
    if (!details) return { ms };
    const fetched = (await rp.page.evaluate('window.__bench.scripts()')) as string[];
    return { ms, fetched, heapBytes: await heapUsed(rp.cdp) };
  } finally {
    await rp.context.close();
  }
}

const failure = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/**
 * Cold runs of several scenarios, interleaved (A, B, A, B, ...) so that a product page and the
 * baseline it is compared with see the same machine load: `warmups` rounds discarded, then `runs`
 * measured; fetched files and heap read in the last round (plain runs only).
 */
export async function measurePages(
  browser: Browser,
  scenarios: Scenario[],
  opts: { throttled: boolean; warmups: number; runs: number },
): Promise<PageFigure[]> {
  const figures: PageFigure[] = scenarios.map(() => ({ runs: [], median: NaN, fetched: [] }));
  for (let round = 0; round < opts.warmups + opts.runs; round++) {
    const last = round === opts.warmups + opts.runs - 1;
    for (const [i, scenario] of scenarios.entries()) {
      const figure = figures[i];
      if (figure.error) continue;
      try {
        const r = await runOnce(browser, scenario, opts.throttled, last && !opts.throttled);
        if (round >= opts.warmups) figure.runs.push(r.ms);
        if (r.fetched) figure.fetched = r.fetched;
        if (r.heapBytes) figure.heapBytes = r.heapBytes;
      } catch (error) {
        figure.error = failure(error);
      }
    }
  }
  for (const f of figures) f.median = f.error ? NaN : median(f.runs);
  return figures;
}
