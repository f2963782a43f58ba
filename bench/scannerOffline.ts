import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { openRunPage, watched, xpathButton } from './lib/browser';
import { quantile } from './lib/stats';

/**
 * Issue 17's figures: the scanner after the first login and when reopened (online and offline, from
 * the device), what the login form and a reopening transfer, the sync of 500 queued scans, and the
 * delay of a live update from one gate to another.
 */
export interface ScannerDeviceFigure {
  firstLoginMs: number;
  /**
   * From the login click until the list's last ticket (the last one downloaded) is found by search:
   * from the phone's copy, or from the server while the copy downloads (extension ticketSearch).
   */
  searchableMs: number;
  /** From the login click until the whole event is on the phone (the download's progress gone). */
  completeMs: number;
  reopenMs: number;
  reopenOfflineMs: number;
  formBytes: number;
  reopenBytes: number;
  error?: string;
}

const FORM = ['//input[@type="password"]', xpathButton('Access Scanner')];
const LIST = [xpathButton('Scan Ticket')];

/** Waits until the page has fetched nothing for `quietMs` (at most `maxMs`). */
async function settle(activity: () => number, quietMs = 1500, maxMs = 20_000) {
  const start = Date.now();
  let last = activity();
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    const now = activity();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

/** The ticket id at the end of the agent's list (the last one a first download brings), asked by API. */
async function lastTicketId(opts: { base: string; agentId: string; password: string }): Promise<string> {
  const login = (await fetch(`${opts.base}/api/security-agents-public/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ agentId: opts.agentId, password: opts.password }),
  }).then((r) => r.json())) as { data: { agent: { _id: string }; event: { _id: string }; token: string } };
  const { agent, event, token } = login.data;
  const list = (await fetch(
    `${opts.base}/api/security-agents/event/${event._id}/tickets?agentId=${agent._id}`,
    { headers: { Authorization: `Bearer ${token}` } },
  ).then((r) => r.json())) as { data: { data: Array<{ ticketId: string }> } };
  return list.data.data[list.data.data.length - 1].ticketId;
}

/** One phone, throttled: first visit, login, then the scanner reopened online and offline. */
export async function measureScannerDevice(
  browser: Browser,
  opts: { base: string; agentId: string; password: string },
): Promise<ScannerDeviceFigure> {
  const rp = await openRunPage(browser, {
    throttled: true,
    viewport: 'phone',
    watch: { name: 'form', xpaths: FORM },
  });
  const { page, cdp, context } = rp;
  let bytes = 0;
  let events = 0;
  const fromWorker = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) fromWorker.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    events++;
    if (!fromWorker.has(e.requestId)) bytes += e.encodedDataLength;
  });
  cdp.on('Network.requestWillBeSent', () => events++);
  try {
    const lastId = await lastTicketId(opts);
    const url = `${opts.base}/security-scanner/${opts.agentId}`;
    await page.goto(url, { waitUntil: 'commit' });
    await watched(page, 'form');
    await settle(() => events);
    const formBytes = bytes;

    await page.fill('input[type="password"]', opts.password);
    const t0 = Number(
      await page.evaluate(`(() => {
        window.__bench.watch('list', ${JSON.stringify(LIST)});
        const t = performance.now();
        document.evaluate(${JSON.stringify(xpathButton('Access Scanner'))}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue.click();
        return t;
      })()`),
    );
    const firstLoginMs = (await watched(page, 'list')) - t0;
    // The whole event searchable: the list's last ticket, typed in the search box, shows.
    const box = page.getByLabel('Search by name, phone, or ticket ID...');
    await box.fill(lastId);
    await page.getByTestId('ticket-row').filter({ hasText: lastId }).first().waitFor({ timeout: 60_000 });
    const searchableMs = Number(await page.evaluate('performance.now()')) - t0;
    await box.fill('');
    await page.getByTestId('download-progress').waitFor({ state: 'detached', timeout: 60_000 });
    const completeMs = Number(await page.evaluate('performance.now()')) - t0;
    // The device copy and the worker's files in place (what a phone has after a minute at the door).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ready = await page.evaluate(`(async () => {
        if (!navigator.serviceWorker.controller) return false;
        const cache = await caches.open('scanner-v1');
        const keys = (await cache.keys()).map((r) => r.url);
        return keys.some((k) => k.includes('ScanModal')) && keys.some((k) => k.includes('CameraPanel'));
      })()`);
      if (ready) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await settle(() => events);

    await context.addInitScript({
      content: `window.__bench && window.__bench.watch('reopen', ${JSON.stringify(LIST)});`,
    });
    bytes = 0;
    await page.reload({ waitUntil: 'commit' });
    const reopenMs = await watched(page, 'reopen');
    await settle(() => events);
    const reopenBytes = bytes;

    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    const reopenOfflineMs = await watched(page, 'reopen');
    return { firstLoginMs, searchableMs, completeMs, reopenMs, reopenOfflineMs, formBytes, reopenBytes };
  } catch (error) {
    return {
      firstLoginMs: NaN,
      searchableMs: NaN,
      completeMs: NaN,
      reopenMs: NaN,
      reopenOfflineMs: NaN,
      formBytes: NaN,
      reopenBytes: NaN,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await context.close();
  }
}

interface AgentLogin {
  token: string;
  eventId: string;
  agentDbId: string;
}

async function login(base: string, agentId: string, password: string): Promise<AgentLogin> {
  const res = await fetch(`${base}/api/security-agents-public/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ agentId, password }),
  });
  const body = (await res.json()) as {
    data: { token: string; event: { _id: string }; agent: { _id: string } };
  };
  return { token: body.data.token, eventId: body.data.event._id, agentDbId: body.data.agent._id };
}

async function unscanned(base: string, a: AgentLogin, n: number): Promise<string[]> {
  const res = await fetch(`${base}/api/security-agents/event/${a.eventId}/tickets?agentId=${a.agentDbId}`, {
    headers: { Authorization: `Bearer ${a.token}` },
  });
  const body = (await res.json()) as {
    data: { data: Array<{ ticketId: string; isScanned: boolean; status: string }> };
  };
  return body.data.data
    .filter((t) => !t.isScanned && t.status === 'active')
    .slice(-n)
    .map((t) => t.ticketId);
}

/** 500 offline admissions sent as one outbox (the server's answer for each), then the same again (replay). */
export async function measureSync(
  base: string,
  agent: { agentId: string; password: string },
): Promise<{ syncMs: number; replayMs: number; accepted: number; error?: string }> {
  try {
    const a = await login(base, agent.agentId, agent.password);
    const refs = await unscanned(base, a, 500);
    const scans = refs.map((ticketId) => ({
      nonce: randomBytes(16).toString('hex'),
      ticketId,
      deviceAt: new Date().toISOString(),
    }));
    const send = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/security-agents/sync`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${a.token}` },
        body: JSON.stringify({ scans }),
      });
      const body = (await res.json()) as { data: Array<{ result: string }> };
      return {
        ms: performance.now() - t0,
        accepted: body.data.filter((r) => r.result === 'accepted').length,
      };
    };
    const first = await send();
    const replay = await send();
    return { syncMs: first.ms, replayMs: replay.ms, accepted: first.accepted };
  } catch (error) {
    return {
      syncMs: NaN,
      replayMs: NaN,
      accepted: 0,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Scans at gate A, each timed until gate B's live stream announces it. */
export async function measureLiveDelay(
  base: string,
  gates: [{ agentId: string; password: string }, { agentId: string; password: string }],
  scans: number,
): Promise<{ p50: number; p95: number; n: number; error?: string }> {
  const ctrl = new AbortController();
  try {
    const [a, b] = await Promise.all(gates.map((g) => login(base, g.agentId, g.password)));
    const refs = await unscanned(base, a, scans + 600);
    const res = await fetch(
      `${base}/api/security-agents/event/${b.eventId}/tickets/live?agentId=${b.agentDbId}`,
      {
        headers: { Authorization: `Bearer ${b.token}`, Accept: 'text/event-stream' },
        signal: ctrl.signal,
      },
    );
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const waitFor = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('live stream ended');
        text += value;
      }
      text = text.slice(text.indexOf(needle) + needle.length);
    };
    await waitFor('event: ready');
    const delays: number[] = [];
    for (const ref of refs.slice(0, scans)) {
      const t0 = performance.now();
      const scan = fetch(`${base}/api/security-agents/scan/${ref}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${a.token}` },
        body: JSON.stringify({ action: 'accept', stage: 'scan' }),
      });
      await waitFor(`"t":"${ref}"`);
      delays.push(performance.now() - t0);
      await scan;
    }
    return { p50: quantile(delays, 0.5), p95: quantile(delays, 0.95), n: delays.length };
  } catch (error) {
    return { p50: NaN, p95: NaN, n: 0, error: error instanceof Error ? error.message : String(error) };
  } finally {
    ctrl.abort();
  }
}
