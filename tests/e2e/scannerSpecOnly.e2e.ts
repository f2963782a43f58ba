import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './browser';
import { startE2eServer, type E2eServer } from './server';
import {
  admit,
  agentLogIn,
  demoGate,
  offlineReady,
  search,
  serverTickets,
  stat,
  twoGatesAdmitOffline,
  unscannedIds,
  waiting,
  type Gate,
} from './scannerPages';
import { DEFAULT_TIME_ZONE, wallClock } from '../../src/lib/timeZone';

/**
 * The door on the API as production runs it (`API_PROFILE=spec`: SPEC §7's calls only, everything
 * else 404 {"message":"Not found"}): no capabilities, no sync, no live stream. The scanner works
 * online, replays offline admissions through SPEC's two-step scan exactly once, shows a conflict
 * when another gate was first, and sees other gates' admissions by asking the list again.
 */
let spec: E2eServer;
let browser: Browser;
beforeAll(async () => {
  // The app is built by the suite's global setup; this server serves that build.
  [spec, browser] = await Promise.all([startE2eServer({ API_PROFILE: 'spec' }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await spec?.stop();
});

const gate = (name: 'Gate A' | 'Gate B'): Gate => demoGate(name, spec.log(), spec.baseUrl);

async function open(size: 'phone' | 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: spec.baseUrl,
    viewport: size === 'phone' ? { width: 375, height: 740 } : { width: 1366, height: 860 },
    deviceScaleFactor: 1,
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('[pageerror]', err.message));
  page.on('dialog', (d) => {
    console.error('[unexpected dialog]', d.message());
    void d.dismiss();
  });
  return { context, page };
}

/** Every step-by-step scan call the page makes for one ticket, with the server's status. */
function scanCalls(page: Page, ticketId: string) {
  const calls: Array<{ stage: string; status: number }> = [];
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() !== 'POST' || !req.url().endsWith(`/api/security-agents/scan/${ticketId}`)) return;
    const body = JSON.parse(req.postData() ?? '{}') as { stage?: string };
    calls.push({ stage: body.stage ?? '', status: res.status() });
  });
  return calls;
}

const noNotFound = async (page: Page) =>
  expect(await page.locator('body').innerText()).not.toContain('Not found');

describe('the scanner on the SPEC-only API', () => {
  it('online: SPEC only learned at login, a two-step admission, and another gate sees it within 15 s by polling', async () => {
    const a = await open('phone');
    const b = await open('desktop');
    const notFound: string[] = [];
    a.page.on('response', (r) => void (r.status() === 404 && notFound.push(new URL(r.url()).pathname)));
    await agentLogIn(a.page, gate('Gate A'));
    await agentLogIn(b.page, gate('Gate B'));
    await expect
      .poll(() =>
        a.page.evaluate(() => localStorage.getItem('scannerCapabilities:' + location.pathname.split('/')[2])),
      )
      .toBe('[]');
    expect(notFound).toContain('/api/capabilities');

    const [ticketId] = await unscannedIds(a.page, 1);
    const scannedOnB = await stat(b.page, 'scanned');
    await search(a.page, ticketId);
    await search(b.page, ticketId);
    await b.page.getByTestId('ticket-row').getByRole('button', { name: 'Scan Ticket' }).waitFor();
    const steps = scanCalls(a.page, ticketId);
    await admit(a.page, ticketId);
    const admittedAt = Date.now();
    await a.page.getByTestId('ticket-row').getByText('Scanned', { exact: true }).waitFor();
    expect(steps).toEqual([
      { stage: 'scan', status: 200 },
      { stage: 'decision', status: 200 },
    ]);
    // Gate B has no live stream here: the list asked again shows the admission and moves its counter.
    await b.page
      .getByTestId('ticket-row')
      .getByRole('button', { name: 'Scan Ticket' })
      .waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => stat(b.page, 'scanned'), { timeout: 2000 }).toBe(scannedOnB + 1);
    console.log(`the other gate saw the admission after ${Date.now() - admittedAt} ms (polling)`);
    await noNotFound(a.page);
    await noNotFound(b.page);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it('an admission made offline reaches the server exactly once after reconnecting, a reload in between', async () => {
    const { context, page } = await open('phone');
    await agentLogIn(page, gate('Gate A'));
    await offlineReady(page);
    const scannedBefore = await stat(page, 'scanned');
    const [ticketId] = await unscannedIds(page, 1);
    const steps = scanCalls(page, ticketId);

    await context.setOffline(true);
    await search(page, ticketId);
    await admit(page, ticketId);
    await expect.poll(() => waiting(page)).toBe(1);
    await page.getByTestId('offline-mark').waitFor();
    // The tab reloads with no network: the outbox is still on the device.
    await page.reload();
    await page.getByText('Total Tickets').waitFor();
    await expect.poll(() => waiting(page)).toBe(1);
    expect(steps).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => waiting(page), { timeout: 15_000 }).toBe(0);
    const server = (await serverTickets(page)).find((t) => t.ticketId === ticketId);
    expect(server).toMatchObject({ isScanned: true, status: 'used' });
    // Admitted once: one scan that admitted it, one decision that confirmed it, nothing else.
    expect(steps).toEqual([
      { stage: 'scan', status: 200 },
      { stage: 'decision', status: 200 },
    ]);
    await expect.poll(() => stat(page, 'scanned')).toBe(scannedBefore + 1);
    expect(await page.getByTestId('sync-conflicts').count()).toBe(0);
    await noNotFound(page);
    await context.close();
  });

  it('two offline gates admit one ticket: recorded once, the second gate sees the conflict with the first gate and time', async () => {
    const a = await open('phone');
    const b = await open('phone');
    await agentLogIn(a.page, gate('Gate A'));
    await agentLogIn(b.page, gate('Gate B'));
    await Promise.all([offlineReady(a.page), offlineReady(b.page)]);
    const [ticketId] = await unscannedIds(a.page, 1);
    const stepsA = scanCalls(a.page, ticketId);
    const stepsB = scanCalls(b.page, ticketId);
    await twoGatesAdmitOffline(a, b, ticketId);

    const server = (await serverTickets(a.page)).find((t) => t.ticketId === ticketId)!;
    expect(server).toMatchObject({ isScanned: true, status: 'used' });
    expect(stepsA).toEqual([
      { stage: 'scan', status: 200 },
      { stage: 'decision', status: 200 },
    ]);
    // Gate B's scan was refused (Gate A was first) and it sent no decision.
    expect(stepsB).toEqual([{ stage: 'scan', status: 409 }]);
    const conflicts = b.page.getByTestId('sync-conflicts');
    await conflicts.waitFor();
    await conflicts.getByText('Offline admissions not recorded').waitFor();
    // The time as the server's refusal words it: on the business's clock.
    const when = server.scannedAt ? wallClock(new Date(server.scannedAt), DEFAULT_TIME_ZONE).time : '';
    await conflicts
      .getByText(
        when
          ? `(${ticketId}): already admitted by Gate A at ${when}`
          : /already admitted by Gate A at \d\d:\d\d/,
      )
      .waitFor();
    expect(await a.page.getByTestId('sync-conflicts').count()).toBe(0);
    await noNotFound(b.page);
    await b.page.screenshot({ path: 'test-results/scanner-spec-conflict-375.png' });
    await b.page.setViewportSize({ width: 1366, height: 860 });
    await b.page.screenshot({ path: 'test-results/scanner-spec-conflict-1366.png' });
    await Promise.all([a.context.close(), b.context.close()]);
  });
});
