import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launch, newPage, signIn, snap } from './browser';
import { ticketCounts } from '../../src/lib/ticketCounts';
import { DEFAULT_TIME_ZONE, wallClock } from '../../src/lib/timeZone';
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
} from './scannerPages';

/**
 * Issue 17: the scanner keeps admitting with no network, reopens offline, sends its outbox once the
 * network is back (a double admission from two offline gates is a conflict, counted once), and
 * every gate sees the others' admissions live.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Finds the ticket with the search box (the list only draws the rows on screen) and admits it. */
async function admitById(page: Page, ticketId: string) {
  await search(page, ticketId);
  await admit(page, ticketId);
  await page.getByLabel('Search by name, phone, or ticket ID...').fill('');
  return ticketId;
}

/** Finds the ticket with the search box (the list only draws the rows on screen) and checks its offline mark. */
async function expectMark(page: Page, ticketId: string, marked: boolean) {
  await search(page, ticketId);
  const row = page.getByTestId('ticket-row').filter({ hasText: ticketId });
  await row.getByText('Scanned', { exact: true }).waitFor();
  await row.getByText('Offline, not yet sent').waitFor({ state: marked ? 'visible' : 'detached' });
  await page.getByLabel('Search by name, phone, or ticket ID...').fill('');
}

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const p = await newPage(browser, 'phone');
  page_errors(p.page);
  return p;
}
function page_errors(page: Page) {
  page.on('dialog', (d) => {
    console.error('[unexpected dialog]', d.message());
    void d.dismiss();
  });
}

describe('offline-first scanner', () => {
  it('admits three tickets offline, reopens offline with the three pending, then sends them once online', async () => {
    const { context, page } = await phone();
    await agentLogIn(page, demoGate('Gate A'));
    await offlineReady(page);
    const scannedBefore = await stat(page, 'scanned');
    expect(await waiting(page)).toBe(0);
    await snap(page, 'scanner-online-375');

    const admitted = await unscannedIds(page, 3);
    await context.setOffline(true);
    for (let i = 0; i < 3; i++) {
      await admitById(page, admitted[i]);
      await expect.poll(() => waiting(page)).toBe(i + 1);
    }
    await page.getByTestId('connection').getByText('Offline').waitFor();
    expect(await stat(page, 'scanned')).toBe(scannedBefore + 3);
    await snap(page, 'scanner-offline-pending-375');
    await page.setViewportSize({ width: 1366, height: 860 });
    await snap(page, 'scanner-offline-pending-1366');
    await page.setViewportSize({ width: 375, height: 740 });
    for (const id of admitted) await expectMark(page, id, true);

    // Reload with no network: the service worker serves the scanner, the device its tickets and outbox.
    await page.reload();
    await page.getByText('Total Tickets').waitFor();
    await page.getByTestId('ticket-row').first().waitFor();
    await expect.poll(() => waiting(page)).toBe(3);
    expect(await stat(page, 'scanned')).toBe(scannedBefore + 3);
    for (const id of admitted) await expectMark(page, id, true);

    await context.setOffline(false);
    await expect.poll(() => waiting(page), { timeout: 15_000 }).toBe(0);
    for (const id of admitted) await expectMark(page, id, false);
    const server = await serverTickets(page);
    for (const id of admitted) {
      expect(server.find((t) => t.ticketId === id)).toMatchObject({ isScanned: true, scannedBy: 'Gate A' });
    }
    // The counters count as the statistics do: tickets holding a seat (not cancelled or refunded).
    const counts = ticketCounts(server);
    await expect.poll(() => stat(page, 'scanned')).toBe(counts.scanned);
    expect(await stat(page, 'total')).toBe(counts.total);
    expect(counts.total).toBeLessThan(server.length);
    await context.close();
  });

  it('an admission made offline and undone before it is sent: the server never admits it, the counters follow', async () => {
    const { context, page } = await phone();
    await page.setViewportSize({ width: 375, height: 740 });
    await agentLogIn(page, demoGate('Gate A'));
    await offlineReady(page);
    const scannedBefore = await stat(page, 'scanned');
    const [ticketId] = await unscannedIds(page, 1);
    await context.setOffline(true);
    await search(page, ticketId);
    await admit(page, ticketId);
    await expect.poll(() => waiting(page)).toBe(1);
    expect(await stat(page, 'scanned')).toBe(scannedBefore + 1);
    const banner = page.getByTestId('scan-feedback').filter({ hasText: 'Admitted offline, not yet sent' });
    await snap(page, 'scanner-offline-undo-375');

    await banner.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(/^Admission undone: /).waitFor();
    await expect.poll(() => waiting(page)).toBe(0);
    expect(await stat(page, 'scanned')).toBe(scannedBefore);
    const row = page.getByTestId('ticket-row').filter({ hasText: ticketId });
    await row.getByText('Offline, not yet sent').waitFor({ state: 'detached' });
    await snap(page, 'scanner-offline-undone-375');

    // Back online: nothing goes out, and the ticket is still unscanned on the server.
    await context.setOffline(false);
    expect((await serverTickets(page)).find((t) => t.ticketId === ticketId)).toMatchObject({
      isScanned: false,
      status: 'active',
    });
    expect(await waiting(page)).toBe(0);
    await context.close();
  });

  it('two gates admit the same ticket offline: one admission on the server, the second gate sees the conflict with the first gate and time', async () => {
    const a = await phone();
    const b = await phone();
    await agentLogIn(a.page, demoGate('Gate A'));
    await agentLogIn(b.page, demoGate('Gate B'));
    await Promise.all([offlineReady(a.page), offlineReady(b.page)]);
    const [ticketId] = await unscannedIds(a.page, 1);
    await twoGatesAdmitOffline(a, b, ticketId);

    const server = (await serverTickets(a.page)).find((t) => t.ticketId === ticketId)!;
    expect(server).toMatchObject({ isScanned: true, scannedBy: 'Gate A' });
    // The scanner words times on the business's clock (the server's TIME_ZONE), as the server does.
    const hhmm = wallClock(new Date(server.scannedAt!), DEFAULT_TIME_ZONE).time;
    const conflicts = b.page.getByTestId('sync-conflicts');
    await conflicts.waitFor();
    await conflicts.getByText(`(${ticketId}): already admitted by Gate A at ${hhmm}`).waitFor();
    await snap(b.page, 'scanner-conflict-375');
    await b.page.setViewportSize({ width: 1366, height: 860 });
    await snap(b.page, 'scanner-conflict-1366');
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it('live: an admission at one gate shows on the other gate within 2 s, without a reload', async () => {
    const a = await newPage(browser, 'desktop');
    const b = await newPage(browser, 'desktop');
    await agentLogIn(a.page, demoGate('Gate A'));
    await agentLogIn(b.page, demoGate('Gate B'));
    await snap(a.page, 'scanner-online-1366');
    const scannedOnB = await stat(b.page, 'scanned');
    const [ticketId] = await unscannedIds(a.page, 1);
    await search(a.page, ticketId);
    await search(b.page, ticketId);
    await b.page.getByTestId('ticket-row').getByRole('button', { name: 'Scan Ticket' }).waitFor();
    await admit(a.page, ticketId);
    const started = Date.now();
    // The other gate's row turns to Scanned and loses its Scan button, and its counter moves: within 2 s.
    await b.page.waitForFunction(
      ([before]) => {
        const scanned = Number(
          document
            .querySelector('[data-testid="stat-scanned"] p:nth-of-type(2)')
            ?.textContent?.replace(/,/g, ''),
        );
        const row = document.querySelector('[data-testid="ticket-row"]');
        return scanned === before + 1 && row !== null && !row.textContent?.includes('Scan Ticket');
      },
      [scannedOnB] as const,
      { timeout: 2000, polling: 50 },
    );
    console.log(`live update reached the other gate in ${Date.now() - started} ms`);
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it("live: the organiser's statistics page counts a gate's admission without a reload", async () => {
    const gate = await newPage(browser, 'phone');
    const organiser = await newPage(browser, 'desktop');
    await agentLogIn(gate.page, demoGate('Gate A'));
    const eventId = await gate.page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('scannerSession:'))!;
      return JSON.parse(localStorage.getItem(key)!).event._id as string;
    });
    await signIn(organiser.page);
    await organiser.page.goto(`/dashboard/events/${eventId}/statistics`);
    const scannedCard = organiser.page.getByTestId('stat-Scanned');
    await scannedCard.waitFor();
    const before = Number(await scannedCard.textContent());
    const [ticketId] = await unscannedIds(gate.page, 1);
    await admitById(gate.page, ticketId);
    await expect
      .poll(async () => Number(await scannedCard.textContent()), { timeout: 3000 })
      .toBe(before + 1);
    await snap(organiser.page, 'statistics-live-1366');
    await Promise.all([gate.context.close(), organiser.context.close()]);
  });

  it('axe: the scanner offline, with a pending admission, has no critical or serious violation (375 px)', async () => {
    // The app's CSP forbids injected scripts: axe runs in a context that bypasses it.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await agentLogIn(page, demoGate('Gate A'));
    await offlineReady(page);
    const [ticketId] = await unscannedIds(page, 1);
    await context.setOffline(true);
    await search(page, ticketId);
    await admit(page, ticketId);
    await page.getByTestId('offline-mark').waitFor();
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axeSource });
    const violations = (await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: () => Promise<{
              violations: Array<{ id: string; impact: string; nodes: Array<{ html: string }> }>;
            }>;
          };
        }
      ).axe;
      return (await axe.run()).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.html.slice(0, 200)),
      }));
    })) as Array<{ id: string; impact: string; nodes: string[] }>;
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => waiting(page), { timeout: 15_000 }).toBe(0);
    await context.close();
  });
});
