import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, newPage, signIn, snap } from './browser';
import { writeQrVideo } from './scannerCamera';
import { blockingViolations } from './axe';
import { agentLogIn, demoGate, offlineReady, serverTickets, waiting, type Gate } from './scannerPages';

/**
 * Signed tickets at the door (extension signedTickets): a ticket sold after the phone's download,
 * scanned by camera with the network off, is admitted on its signature and recorded once when the
 * network is back; an altered code is refused offline with its reason.
 */
let browser: Browser;
let organiser: Page;
beforeAll(async () => {
  browser = await launch();
  organiser = (await newPage(browser)).page;
  await signIn(organiser);
});
afterAll(() => browser?.close());

/** A dashboard API call with the organiser's session. */
function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return organiser.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { path, init },
  ) as Promise<T>;
}

const sessionOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('scannerSession:'))!;
    return JSON.parse(localStorage.getItem(key)!) as { event: { _id: string }; agent: { agentId: string } };
  });

/** The phone holds its event's keys (fetched with its copy). */
async function keysOnPhone(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const key = Object.keys(localStorage).find((k) => k.startsWith('scannerSigning:'));
          return key ? (JSON.parse(localStorage.getItem(key)!).keys?.length ?? 0) : 0;
        }),
      { timeout: 20_000, interval: 250 },
    )
    .toBeGreaterThan(0);
}

/** The dialog's opening transition is over (for a screenshot a person can read). */
const settled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const container = document.querySelector('[role="dialog"]')?.closest('.MuiDialog-container');
        return container ? getComputedStyle(container).opacity : null;
      }),
    )
    .toBe('1');

const codeOf = async (ticketId: string) =>
  (await api<{ data: { code: string } }>(`/api/tickets/${ticketId}/code`)).data.code;

/** A phone whose camera sees the QR of whatever `video` holds when it is opened. */
async function cameraPhone(video: string, gate: Gate) {
  const camera = await launch([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  // As tests/e2e/browser.ts's phone, and open to axe-core's injected script (bypassCSP).
  const context = await camera.newContext({
    baseURL: baseUrl(),
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await context.grantPermissions(['camera'], { origin: baseUrl() });
  await agentLogIn(page, gate);
  await offlineReady(page);
  await keysOnPhone(page);
  return { camera, context, page };
}

describe('signed tickets at the door', () => {
  it('a ticket sold after the phone downloaded its copy is admitted offline by camera on its signature, and recorded once', async () => {
    const gate = demoGate('Gate A');
    const dir = mkdtempSync(path.join(tmpdir(), 'signed-qr-'));
    const video = path.join(dir, 'ticket.y4m');
    // Something to show until the ticket exists; the camera reads the file when it is opened.
    await writeQrVideo(browser, 'NOTHING-YET', video);
    const { camera, context, page } = await cameraPhone(video, gate);
    try {
      const { event } = await sessionOf(page);
      const before = (await serverTickets(page)).length;
      // The phone loses its network; the organiser sells a ticket meanwhile.
      await context.setOffline(true);
      const { data: ev } = await api<{ data: { priceTiers: Array<{ name: string }> } }>(
        `/api/events/${event._id}`,
      );
      const sold = await api<{ data: { ticketId: string } }>(`/api/tickets/event/${event._id}`, {
        method: 'POST',
        body: {
          customerInfo: { firstName: 'Yasmine', lastName: 'Trabelsi', phoneNumber: '22555111' },
          priceTier: ev.priceTiers[0].name,
        },
      });
      const { ticketId } = sold.data;
      const code = await codeOf(ticketId);
      expect(code.startsWith(`${ticketId}.`)).toBe(true);
      await writeQrVideo(browser, code, video);

      await page.getByRole('tab', { name: 'Scan with camera' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByText(ticketId).waitFor({ timeout: 20_000 });
      await modal.getByText('Verified by signature').waitFor();
      await modal.getByText('Offline: checked on this device, sent when the network is back').waitFor();
      await settled(page);
      await snap(page, 'signed-ticket-offline-modal-375');
      expect(await blockingViolations(page)).toEqual([]);
      await modal.getByRole('button', { name: 'Accept' }).click();
      await page.getByText(`Admitted offline, verified by signature: ${ticketId}`).waitFor();
      await snap(page, 'signed-ticket-offline-admitted-375');
      await expect.poll(() => waiting(page)).toBe(1);
      // The same code again, still offline: already admitted by this phone.
      await page.getByRole('tab', { name: 'Ticket list' }).click();
      await page.getByLabel('Search by name, phone, or ticket ID...').fill(ticketId);
      await page
        .getByTestId('ticket-row')
        .filter({ hasText: ticketId })
        .getByText('Offline, not yet sent')
        .waitFor();
      await page.getByLabel('Search by name, phone, or ticket ID...').fill('');

      await context.setOffline(false);
      await expect.poll(() => waiting(page), { timeout: 20_000 }).toBe(0);
      const mine = (await serverTickets(page)).find((t) => t.ticketId === ticketId);
      expect(mine).toMatchObject({ isScanned: true, status: 'used', scannedBy: 'Gate A' });
      expect((await serverTickets(page)).length).toBe(before + 1);
      // Recorded once: one admission in the organiser's journal, whatever the retries.
      const admitted = await api<Array<{ action: string }>>(
        `/api/journal?filter=${encodeURIComponent(JSON.stringify({ entityId: ticketId, action: 'ticket.admitted' }))}`,
      );
      expect(admitted).toHaveLength(1);
    } finally {
      await camera.close();
    }
  });

  it('an altered code is refused offline with its reason', async () => {
    const gate = demoGate('Gate B');
    const dir = mkdtempSync(path.join(tmpdir(), 'altered-qr-'));
    const video = path.join(dir, 'altered.y4m');
    // A valid code of a ticket of Gate B's event, its tier edited (an attempt at a better seat).
    const reader = await newPage(browser, 'phone');
    await agentLogIn(reader.page, gate);
    const ticket = (await serverTickets(reader.page))
      .reverse()
      .find((t) => t.status === 'active' && !t.isScanned)!;
    await reader.context.close();
    const [id, , cv, kv, sig] = (await codeOf(ticket.ticketId)).split('.');
    const altered = [id, Buffer.from('VIP Backstage').toString('base64url'), cv, kv, sig].join('.');
    await writeQrVideo(browser, altered, video);

    const { camera, context, page } = await cameraPhone(video, gate);
    try {
      await context.setOffline(true);
      await page.getByRole('tab', { name: 'Scan with camera' }).click();
      await page
        .getByText('This ticket code is not valid: it was altered or forged')
        .waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await snap(page, 'signed-ticket-altered-refused-375');
      expect(await blockingViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 860 });
      expect(await blockingViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 740 });
      expect(await waiting(page)).toBe(0);
      await context.setOffline(false);
      const still = (await serverTickets(page)).find((t) => t.ticketId === ticket.ticketId);
      expect(still).toMatchObject({ isScanned: false, status: 'active' });
    } finally {
      await camera.close();
    }
  });

  it("the organiser re-issues a shared ticket's code from its page: a new QR, the old code revoked, the journal says so", async () => {
    const ctx = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 375, height: 740 },
      bypassCSP: true,
    });
    const p = await ctx.newPage();
    await signIn(p);
    const current = await api<{ data: { _id: string } }>('/api/events/current');
    const list = await api<{ data: Array<{ ticketId: string; status: string }> }>(
      `/api/tickets/event/${current.data._id}?page=1&limit=20`,
    );
    const t = list.data.find((x) => x.status === 'active')!;
    await p.goto(`/dashboard/tickets/${t.ticketId}`);
    const qr = p.getByTestId('ticket-qr');
    await qr.waitFor();
    const before = (await qr.getAttribute('data-code'))!;
    expect(before.split('.')[2]).toBe('1');
    await p.getByRole('button', { name: 'Re-issue code' }).click();
    const dialog = p.getByRole('dialog', { name: 'Re-issue this ticket’s code?' });
    await dialog.waitFor();
    await settled(p);
    expect(await blockingViolations(p)).toEqual([]);
    await snap(p, 'signed-ticket-reissue-375');
    await dialog.getByRole('button', { name: 'Re-issue code' }).click();
    await p.getByText('New code issued: the old one is revoked').waitFor();
    // The confirmation fades out (hidden from the accessibility tree, still in the page): axe below
    // must not read its half-transparent text, so wait until it is gone from the page.
    await expect.poll(() => p.locator('[role="dialog"]').count()).toBe(0);
    await expect.poll(() => qr.getAttribute('data-code')).not.toBe(before);
    expect((await qr.getAttribute('data-code'))!.split('.')[2]).toBe('2');
    // The timeline is one of the screens kept in French by default (src/i18n/fr/frenchByDefault.ts).
    await p
      .getByText(/Ticket code re-issued|Code du billet réémis/)
      .first()
      .waitFor();
    await p.setViewportSize({ width: 1366, height: 860 });
    expect(await blockingViolations(p)).toEqual([]);
    await ctx.close();
  });
});
