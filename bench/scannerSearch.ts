import type { Browser } from 'playwright-core';
import { openRunPage, watched, xpathButton } from './lib/browser';
import { median, quantile } from './lib/stats';

export interface SearchFigure {
  tickets: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  /** Most elements the document held at any point (list loaded, or after any keystroke). */
  maxDomElements: number;
  error?: string;
}

const SEARCH_BOX = `//input[@placeholder='Search by name, phone, or ticket ID...']`;
const TICKET_ROW = `//*[@data-testid='ticket-row']`;

/**
 * In the page: for each keystroke, t0 is the keydown's time stamp; the figure is the first moment
 * after the last DOM change it caused (outside the search box itself) was painted, or after the
 * keystroke's own frame when the list did not change. "Settled" = no DOM change for `quietMs`.
 */
const KEY_PROBE = `(() => {
  const s = { t0: null, inputPaint: null, lastMutation: null, lastPaint: null, maxDom: 0 };
  const afterPaint = (cb) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => cb(performance.now()); ch.port2.postMessage(0); });
  const box = document.evaluate(${JSON.stringify(SEARCH_BOX)}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  document.addEventListener('keydown', (e) => { s.t0 = e.timeStamp; s.inputPaint = null; s.lastMutation = null; s.lastPaint = null; }, true);
  box.addEventListener('input', () => afterPaint((t) => { s.inputPaint = t; }));
  new MutationObserver((records) => {
    if (s.t0 === null) return;
    if (records.every((r) => r.target === box || box.contains(r.target))) return;
    s.lastMutation = performance.now();
    afterPaint((t) => { if (s.lastMutation !== null && t >= s.lastMutation) s.lastPaint = t; });
  }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  window.__benchKeys = {
    settle(quietMs) {
      return new Promise((resolve) => {
        const tick = () => {
          const last = Math.max(s.t0 ?? 0, s.lastMutation ?? 0);
          const painted = s.inputPaint !== null && (s.lastMutation === null || s.lastPaint !== null);
          if (painted && performance.now() - last >= quietMs) {
            s.maxDom = Math.max(s.maxDom, document.getElementsByTagName('*').length);
            resolve({ ms: Math.max(s.inputPaint, s.lastPaint ?? 0) - s.t0, maxDom: s.maxDom });
          } else setTimeout(tick, 25);
        };
        tick();
      });
    },
  };
})()`;

/** Keystrokes that narrow and widen the result: type each query, then erase it. */
export function keystrokePlan(count: number, queries: string[]): string[] {
  const keys: string[] = [];
  for (let q = 0; keys.length < count; q++) {
    const text = queries[q % queries.length];
    keys.push(...text.split(''));
    keys.push(...text.split('').map(() => 'Backspace'));
  }
  return keys.slice(0, count);
}

export async function measureSearch(
  browser: Browser,
  opts: {
    base: string;
    agentId: string;
    password: string;
    tickets: number;
    keystrokes: number;
    queries: string[];
    quietMs?: number;
  },
): Promise<SearchFigure> {
  const rp = await openRunPage(browser, {
    throttled: false,
    viewport: 'phone',
    watch: { name: 'usable', xpaths: ['//input[@type="password"]', xpathButton('Access Scanner')] },
  });
  const { page } = rp;
  try {
    await page.goto(`${opts.base}/security-scanner/${opts.agentId}`, { waitUntil: 'commit' });
    await watched(page, 'usable');
    await page.fill('input[type="password"]', opts.password);
    await page.evaluate(
      // A ticket row, not its Scan Ticket button: the door's rows may have scanned the first tickets.
      `window.__bench.watch('list', ${JSON.stringify([TICKET_ROW, SEARCH_BOX])})`,
    );
    await page.click(`xpath=${xpathButton('Access Scanner')}`);
    await watched(page, 'list');
    await page.evaluate(KEY_PROBE);
    await page.click(`xpath=${SEARCH_BOX}`);
    const times: number[] = [];
    let maxDom = Number(await page.evaluate('document.getElementsByTagName("*").length'));
    for (const key of keystrokePlan(opts.keystrokes, opts.queries)) {
      await page.keyboard.press(key);
      const r = (await page.evaluate(`window.__benchKeys.settle(${opts.quietMs ?? 600})`)) as {
        ms: number;
        maxDom: number;
      };
      times.push(r.ms);
      maxDom = Math.max(maxDom, r.maxDom);
    }
    return {
      tickets: opts.tickets,
      keystrokes: times.length,
      medianMs: median(times),
      p95Ms: quantile(times, 0.95),
      maxDomElements: maxDom,
    };
  } catch (error) {
    return {
      tickets: opts.tickets,
      keystrokes: 0,
      medianMs: NaN,
      p95Ms: NaN,
      maxDomElements: NaN,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await rp.context.close();
  }
}
