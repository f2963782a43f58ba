import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { openRunPage } from './lib/browser';
import { quantile } from './lib/stats';

/**
 * Time at the door on a throttled phone (4× CPU, 150 ms latency): from the scan (a code typed as a
 * USB scanner or the camera's decoder hands it over, then Enter) to the verification modal on screen,
 * and, with the event's gates in fast mode, to the green screen. The camera's own decoding time is
 * not in these figures (it depends on the camera); the rows time everything after it: the call, the
 * answer and the painted result.
 */
export interface DoorScanFigure {
  modal: { p50: number; p95: number; n: number };
  green: { p50: number; p95: number; n: number };
  /**
   * What the phone asked the server between the scan and the result on screen (per scan, the
   * most seen): in fast mode one call is the floor.
   */
  requests?: { modal: string[]; green: string[] };
  error?: string;
}

async function unscanned(page: Page, n: number): Promise<string[]> {
  return page.evaluate(async (n) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('scannerSession:'))!;
    const s = JSON.parse(localStorage.getItem(key)!);
    const res = await fetch(`/api/security-agents/event/${s.event._id}/tickets?agentId=${s.agent._id}`, {
      headers: { Authorization: `Bearer ${s.token}` },
    });
    const list = (await res.json()).data.data as Array<{
      ticketId: string;
      isScanned: boolean;
      status: string;
    }>;
    return list
      .filter((t) => !t.isScanned && t.status === 'active')
      .slice(0, n)
      .map((t) => t.ticketId);
  }, n);
}

/** The API calls the page makes, as 'METHOD /path' (ids replaced), while `on` is true. */
function apiCalls(page: Page) {
  const seen: string[] = [];
  const state = { on: false };
  page.on('request', (r) => {
    if (!state.on) return;
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/'))
      seen.push(
        `${r.method()} ${url.pathname.replace(/\/(?:TK-|(?=[A-Za-z-]*\d))[A-Za-z0-9-]{10,}/g, '/:id')}`,
      );
  });
  return { seen, state };
}

/** Types a code and presses Enter; resolves with the ms until `selector` is painted, and the calls made meanwhile. */
async function timeScan(
  page: Page,
  code: string,
  selector: string,
  calls: ReturnType<typeof apiCalls>,
): Promise<{ ms: number; requests: string[] }> {
  await page.keyboard.type(code);
  const t0 = await page.evaluate(() => performance.now());
  calls.seen.length = 0;
  calls.state.on = true;
  await page.keyboard.press('Enter');
  await page.waitForSelector(selector, { state: 'visible' });
  // The frame that shows it: the next animation frame after it is in the document.
  const t1 = await page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))),
  );
  calls.state.on = false;
  return { ms: t1 - t0, requests: [...calls.seen] };
}

/** DOOR_PROFILE=<file>: the phone's CPU profile over the fast-mode scans (open it in DevTools). */
async function profiled<T>(cdp: CDPSession, run: () => Promise<T>): Promise<T> {
  const file = process.env.DOOR_PROFILE;
  if (!file) return run();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  }
}

const mostCalls = (runs: string[][]) => runs.reduce((a, b) => (b.length > a.length ? b : a), []);

export async function measureDoorScan(
  browser: Browser,
  opts: { base: string; agentId: string; password: string; ownerToken: string; scans: number },
): Promise<DoorScanFigure> {
  const empty = { p50: NaN, p95: NaN, n: 0 };
  const { page, context, cdp } = await openRunPage(browser, { throttled: true, viewport: 'phone' });
  const calls = apiCalls(page);
  try {
    await page.goto(`${opts.base}/security-scanner/${opts.agentId}`);
    await page.fill('input[type="password"]', opts.password);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="ticket-row"]');
    const refs = await unscanned(page, opts.scans * 2 + 2);
    const field = page.getByLabel('Search by name, phone, or ticket ID...');
    const eventId = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('scannerSession:'))!;
      return JSON.parse(localStorage.getItem(key)!).event._id as string;
    });
    const setMode = (mode: string) =>
      fetch(`${opts.base}/api/security-agents/event/${eventId}/gate-mode`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${opts.ownerToken}` },
        body: JSON.stringify({ mode }),
      });
    await setMode('modal');

    const modal: number[] = [];
    const modalCalls: string[][] = [];
    for (const ref of refs.slice(0, opts.scans)) {
      await field.focus();
      const r = await timeScan(page, ref, '[role="dialog"]', calls);
      modal.push(r.ms);
      modalCalls.push(r.requests);
      // The row times the scan to the modal; how Accept is pressed after it does not count.
      await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
      await page.waitForSelector('[role="dialog"]', { state: 'detached' });
    }

    await setMode('fast');
    await page.reload();
    await page.waitForSelector('[data-testid="ticket-row"]');
    await page.waitForFunction(() =>
      Object.entries(localStorage).some(([k, v]) => k.startsWith('scannerGateMode:') && v === 'fast'),
    );
    const green: number[] = [];
    const greenCalls: string[][] = [];
    await profiled(cdp, async () => {
      for (const ref of refs.slice(opts.scans, opts.scans * 2)) {
        await field.focus();
        const r = await timeScan(page, ref, `[data-testid="fast-admitted"]:has-text("${ref}")`, calls);
        green.push(r.ms);
        greenCalls.push(r.requests);
      }
    });
    await setMode('modal');
    const sum = (xs: number[]) => ({ p50: quantile(xs, 0.5), p95: quantile(xs, 0.95), n: xs.length });
    return {
      modal: sum(modal),
      green: sum(green),
      requests: { modal: mostCalls(modalCalls), green: mostCalls(greenCalls) },
    };
  } catch (error) {
    return { modal: empty, green: empty, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await context.close();
  }
}
