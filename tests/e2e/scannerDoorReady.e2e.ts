import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPage, snap } from './browser';
import { writeQrVideo } from './scannerCamera';
import { blockingViolations } from './axe';
import { axePage } from './axePage';
import {
  admit,
  agentLogIn,
  demoGate,
  offlineReady,
  search,
  serverTickets,
  unscannedIds,
  waiting,
} from './scannerPages';

/**
 * Ready before the doors open, and nothing unsent lost: a phone reopened offline scans with the
 * camera it never opened online; Log out offline keeps the queue for the next login; the installed
 * app's start address opens the scanner.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the door, ready', () => {
  it('while the event downloads, a search also asks the server: a ticket not on the phone yet is found', async () => {
    const { context, page } = await axePage(browser, 'phone');
    // The download's pages wait: the phone holds its first screen of tickets only.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/tickets\?.*offset=/, async (route) => {
      await held;
      await route.continue();
    });
    await agentLogIn(page, demoGate('Gate A'));
    const progress = page.getByTestId('download-progress');
    await progress
      .getByText('until they are all here, a search also asks the server', { exact: false })
      .waitFor();
    const tickets = await serverTickets(page);
    const last = tickets[tickets.length - 1].ticketId;
    // Not on the phone (its first screen holds the newest), typed in lower case: the server finds it.
    await page.getByLabel('Search by name, phone, or ticket ID...').fill(last.toLowerCase());
    await page.getByTestId('ticket-row').filter({ hasText: last }).waitFor();
    expect(await page.getByTestId('download-progress').isVisible()).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, 'scanner-server-search-375');
    await page.setViewportSize({ width: 1366, height: 860 });
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, 'scanner-server-search-1366');

    // The rest of the event arrives: the phone's copy is whole and the progress goes.
    release();
    await progress.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByTestId('ticket-row').filter({ hasText: last }).waitFor();
    await context.close();
  });

  it('log out while offline keeps the queue (after saying how many), and the next login sends it', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const gate = demoGate('Gate B');
    await agentLogIn(page, gate);
    await offlineReady(page);
    const [ticketId] = await unscannedIds(page, 1);

    await context.setOffline(true);
    await search(page, ticketId);
    await admit(page, ticketId);
    await expect.poll(() => waiting(page)).toBe(1);
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out with admissions not sent?' });
    await dialog.getByText('1 admission made on this phone is not sent yet.', { exact: false }).waitFor();
    await snap(page, 'scanner-logout-unsent-375');
    await page.setViewportSize({ width: 1366, height: 860 });
    await snap(page, 'scanner-logout-unsent-1366');
    await page.setViewportSize({ width: 375, height: 740 });
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Access Scanner' }).waitFor();
    await page.getByTestId('waiting-at-login').waitFor();
    await snap(page, 'scanner-login-waiting-375');

    await context.setOffline(false);
    await page.getByLabel('Password').fill(gate.password);
    await page.getByRole('button', { name: 'Access Scanner' }).click();
    await page.getByText('Total Tickets').waitFor();
    // The kept admission reaches the server (the waiting count reads 0 also before the phone has
    // read its outbox back, so the server is what says it was sent).
    const onServer = async () => (await serverTickets(page)).find((t) => t.ticketId === ticketId)!;
    await expect.poll(async () => (await onServer()).isScanned, { timeout: 20_000 }).toBe(true);
    expect(await onServer()).toMatchObject({ isScanned: true, status: 'used', scannedBy: 'Gate B' });
    await expect.poll(() => waiting(page), { timeout: 20_000 }).toBe(0);
    await context.close();
  });

  it("the installed app's start address (web manifest) opens the last agent's scanner", async () => {
    const { context, page } = await newPage(browser, 'phone');
    const gate = demoGate('Gate B');
    await agentLogIn(page, gate);
    const manifest = (await (await fetch(`${baseUrl()}/security-scanner/manifest.webmanifest`)).json()) as {
      start_url: string;
      scope: string;
    };
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    await page.goto(`${baseUrl()}${manifest.start_url}`);
    await page.getByText('Total Tickets').waitFor();
    expect(new URL(page.url()).pathname).toBe(new URL(gate.url).pathname);
    expect(await page.getByText('Access Denied').count()).toBe(0);
    await context.close();
  });

  it('a phone reopened offline scans with the camera, never opened online', async () => {
    const gate = demoGate('Gate A');
    // A ticket read online first, with another phone.
    const reader = await newPage(browser, 'phone');
    await agentLogIn(reader.page, gate);
    const [ticketId] = await unscannedIds(reader.page, 1);
    await reader.context.close();

    const video = path.join(mkdtempSync(path.join(tmpdir(), 'qr-video-')), 'ticket.y4m');
    await writeQrVideo(browser, ticketId, video);
    const camera = await launch([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const { context, page } = await newPage(camera, 'phone');
      await context.grantPermissions(['camera'], { origin: baseUrl() });
      await agentLogIn(page, gate);
      await offlineReady(page);
      // The QR decoder (jsQR) is kept at login too, though the camera was never opened.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const cache = await caches.open('scanner-v1');
              return (await cache.keys()).some((r) =>
                /\/assets\/jsQR[^/]*\.js$/.test(new URL(r.url).pathname),
              );
            }),
          { timeout: 20_000, interval: 250 },
        )
        .toBe(true);
      // The camera was never opened: the phone goes offline and is reopened.
      await context.setOffline(true);
      await page.reload();
      await page.getByText('Total Tickets').waitFor();
      await page.getByRole('tab', { name: 'Scan with camera' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByText(ticketId).waitFor({ timeout: 20_000 });
      await modal.getByText('Offline: checked on this device, sent when the network is back').waitFor();
      await modal.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => waiting(page)).toBe(1);
      await context.setOffline(false);
      await expect.poll(() => waiting(page), { timeout: 20_000 }).toBe(0);
    } finally {
      await camera.close();
    }
  });
});
