import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/support/chromiumFlags';

/** "Throttled" in the issue: 4x CPU slowdown, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
export const THROTTLING = {
  cpuRate: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
};

export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 375, height: 812 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * Runs in every page before its own scripts. `__bench.watch(name, xpaths)` stamps the first moment
 * (performance.now(), i.e. ms since navigation start) at which every XPath matches an element that
 * is not disabled, taken after the next frame has been painted. Plain JS in a string: the page's CSP
 * forbids eval, and functions compiled by tsx would carry helpers the page does not have.
 */
const WATCHER = `(() => {
  const watches = [];
  const found = (x) => {
    const n = document.evaluate(x, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    return n !== null && !n.disabled;
  };
  const afterPaint = (cb) => requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(performance.now());
    ch.port2.postMessage(0);
  });
  const check = () => {
    for (const w of watches) {
      if (w.hit) continue;
      if (w.xpaths.every(found)) { w.hit = true; afterPaint((t) => { w.at = t; }); }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  window.__bench = {
    watch(name, xpaths) { watches.push({ name, xpaths, hit: false, at: null }); check(); },
    result(name) { const w = watches.find((x) => x.name === name); return w ? w.at : null; },
    scripts() { return performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js') || e.name.endsWith('.css')).map((e) => new URL(e.name).pathname); },
  };
})();`;

export interface RunPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/** A fresh context per run: empty HTTP cache, empty storage (cold), optionally throttled. */
export async function openRunPage(
  browser: Browser,
  opts: {
    throttled: boolean;
    viewport: keyof typeof VIEWPORTS;
    token?: string;
    watch?: { name: string; xpaths: string[] };
  },
): Promise<RunPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[opts.viewport], deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (opts.throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  }
  let script = WATCHER;
  if (opts.token)
    script += `\ntry { localStorage.setItem('token', ${JSON.stringify(opts.token)}); } catch (e) {}`;
  if (opts.watch)
    script += `\nwindow.__bench.watch(${JSON.stringify(opts.watch.name)}, ${JSON.stringify(opts.watch.xpaths)});`;
  await context.addInitScript({ content: script });
  return { context, page, cdp };
}

/**
 * Waits for a watch to fire and returns its time stamp (ms since navigation start). Polls through the
 * DevTools protocol: the page's CSP forbids the eval that page.waitForFunction needs. The figure is
 * stamped inside the page, so the polling interval does not change it.
 */
export async function watched(page: Page, name: string, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const expression = `window.__bench ? window.__bench.result(${JSON.stringify(name)}) : null`;
  for (;;) {
    const value = await page.evaluate(expression).catch(() => null);
    if (typeof value === 'number') return value;
    if (Date.now() > deadline)
      throw new Error(`'${name}' not reached within ${timeoutMs / 1000} s at ${page.url()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** JS heap in use after a full garbage collection, in bytes. */
export async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize;
}

/** An XPath string literal for any text (XPath 1 has no escapes). */
export function xpathLiteral(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((p) => `'${p}'`)
    .join(`, "'", `)})`;
}

export const xpathText = (text: string) => `//body//*[text()[contains(., ${xpathLiteral(text)})]]`;
export const xpathButton = (text: string) => `//button[normalize-space()=${xpathLiteral(text)}]`;
