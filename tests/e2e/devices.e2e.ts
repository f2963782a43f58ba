import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signIn } from './browser';
import { blockingViolations } from './axe';
import { axePage, SIZES } from './axePage';
import { apiOf, createAgent, createEvent, sellTickets } from './organiserSetup';

/**
 * Scanner phones (extension devices): enrolled by the organiser's one-time QR code, a phone opens
 * the scanner without the password; revoked mid-shift it is refused at once; in kiosk mode it
 * cannot leave scan mode without the organiser's PIN.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
});
afterAll(() => browser?.close());

const open = (size: keyof typeof SIZES) => axePage(browser, size);

interface Setup {
  eventId: string;
  tickets: Array<{ _id: string; ticketId: string; name: string }>;
  agentName: string;
}

/** An event of its own with a few tickets and one agent, through the organiser's API. */
async function setUp(page: Page, label: string): Promise<Setup> {
  const api = apiOf(page);
  const event = await createEvent(api, {
    name: `${label} ${Date.now() % 100000}`,
    description: 'Scanner phones',
  });
  const tickets = await sellTickets(api, event._id, { count: 3, prefix: 'Phone', phonePrefix: '2291' });
  const agentName = `Gate ${label}`;
  await createAgent(api, event._id, agentName, 'agent1234');
  return { eventId: event._id, tickets, agentName };
}

async function expectAxeClean(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

/** The organiser opens the enrolment dialog and reads the QR code's link. */
async function enrolPhone(page: Page, opts: { kiosk?: boolean; shot?: string } = {}): Promise<string> {
  await page.getByRole('button', { name: 'Enrol a phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enrol a phone' });
  await dialog.waitFor();
  if (opts.kiosk) await dialog.getByRole('checkbox', { name: /Kiosk mode/ }).check();
  await dialog.getByRole('button', { name: 'Show QR code' }).click();
  await dialog.getByRole('img', { name: /Enrolment QR code for/ }).waitFor();
  await expect.poll(() => dialog.getByText(/It works once, until/).count()).toBe(1);
  const link = await dialog.getByLabel('Enrolment link').inputValue();
  expect(link).toMatch(/\/security-scanner\/[^?]+\?enrol=[A-Za-z0-9_-]{22}$/);
  await expectAxeClean(page);
  if (opts.shot) {
    await page.screenshot({ path: `docs/screenshots/${opts.shot}-1366.png` });
    await page.setViewportSize(SIZES.phone);
    await expectAxeClean(page);
    await page.screenshot({ path: `docs/screenshots/${opts.shot}-375.png` });
    await page.setViewportSize(SIZES.desktop);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return new URL(link).pathname + new URL(link).search;
}

async function organiserAt(label: string) {
  const organiser = await open('desktop');
  await signIn(organiser.page);
  const setup = await setUp(organiser.page, label);
  await organiser.page.goto(`/dashboard/events/${setup.eventId}/security`);
  await organiser.page.getByRole('heading', { name: 'Scanner phones' }).waitFor();
  return { ...organiser, setup, api: apiOf(organiser.page) };
}

const deviceCard = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

describe('scanner phones', () => {
  it('a phone enrolled by QR code works without the password and is refused mid-shift once revoked', async () => {
    const { page, setup, api, context } = await organiserAt('Revoke');
    const link = await enrolPhone(page, { shot: 'devices-enrol-qr' });

    // The phone opens the QR code's address: no password, straight to the tickets.
    const phone = await open('phone');
    await phone.page.goto(link);
    await phone.page.getByTestId('ticket-row').first().waitFor();
    expect(phone.page.url()).not.toContain('enrol=');
    await phone.page.getByRole('heading', { name: 'Security Scanner' }).waitFor({ state: 'detached' });

    // Admits a guest during the shift.
    const first = phone.page.getByTestId('ticket-row').filter({ hasText: setup.tickets[0].name });
    await first.getByRole('button', { name: 'Scan Ticket' }).click();
    await phone.page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => first.getByText('Scanned', { exact: true }).count()).toBeGreaterThan(0);

    // What the phone reported unsent (as a phone whose syncs fail would): the organiser decides later.
    const phoneToken = await phone.page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('scannerSession:'))!;
      return JSON.parse(localStorage.getItem(key)!).token as string;
    });
    const queued = { nonce: 'e2e-queued-admission-0001', ticketId: setup.tickets[1].ticketId };
    await apiOf(phone.page)('/api/security-agents/device-queue', {
      method: 'PUT',
      token: phoneToken,
      body: { deviceId: 'e2e-browser-0001', waiting: 1, scans: [queued] },
    });

    // The device list: last contact, unsent admissions, app version.
    await page.reload();
    const card = deviceCard(page, setup.agentName);
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Unsent admissions: 1').waitFor();
    await card.getByText('App version: 1.0.0').waitFor();
    await card.getByText(/Last contact: /).waitFor();
    await expectAxeClean(page);
    await page.screenshot({ path: 'docs/screenshots/devices-list-1366.png', fullPage: true });

    // Revoked mid-shift: the phone is refused at once, without waiting for its next check-in.
    await card.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await card.getByText('Revoked', { exact: true }).waitFor();
    await phone.page.getByText('This phone was revoked by the organiser. Its session has ended.').waitFor();
    await phone.page.getByRole('heading', { name: 'Security Scanner' }).waitFor();
    // Its token is refused for good, syncs included.
    const refused = await phone.page.evaluate(
      async ({ token, scan }) =>
        (
          await fetch('/api/security-agents/sync', {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ scans: [scan] }),
          })
        ).status,
      { token: phoneToken, scan: { nonce: 'e2e-refused-sync-00001', ticketId: setup.tickets[2].ticketId } },
    );
    expect(refused).toBe(403);

    // The organiser sees what it reported unsent and admits it, after a confirmation.
    await card.getByText('Admissions this phone reported unsent: 1').waitFor();
    await card.getByText(setup.tickets[1].name).waitFor();
    // The same list on a phone-sized screen.
    const small = await open('phone');
    await signIn(small.page);
    await small.page.goto(`/dashboard/events/${setup.eventId}/security`);
    const smallCard = deviceCard(small.page, setup.agentName);
    await smallCard.getByText('Admissions this phone reported unsent: 1').waitFor();
    await expectAxeClean(small.page);
    await smallCard.scrollIntoViewIfNeeded();
    await small.page.screenshot({ path: 'docs/screenshots/devices-list-375.png' });
    await small.context.close();
    await card.getByRole('button', { name: 'Admit them' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Admit them' }).click();
    await card.getByText('Its unsent admissions were recorded').waitFor();
    const list = await api<{ data: Array<{ ticketId: string; isScanned: boolean }> }>(
      `/api/tickets/event/${setup.eventId}`,
    );
    const scanned = (id: string) => list.data.find((t) => t.ticketId === id)?.isScanned;
    expect([0, 1, 2].map((i) => scanned(setup.tickets[i].ticketId))).toEqual([true, true, false]);
    await phone.context.close();
    await context.close();
  });

  it('a kiosk phone cannot leave scan mode without the organiser PIN', async () => {
    const { page, context } = await organiserAt('Kiosk');
    await page.getByRole('button', { name: 'Kiosk PIN' }).click();
    const pinDialog = page.getByRole('dialog', { name: 'Kiosk PIN' });
    await pinDialog.getByLabel('PIN (4 to 8 digits)').fill('2468');
    await pinDialog.getByRole('button', { name: 'Set PIN' }).click();
    await page.locator('#main-content').getByText('Kiosk PIN set', { exact: true }).waitFor();
    const link = await enrolPhone(page, { kiosk: true });

    const phone = await open('phone');
    await phone.page.goto(link);
    const leave = phone.page.getByRole('button', { name: 'Leave kiosk mode' });
    await leave.waitFor();
    await phone.page.getByText('Kiosk mode: scan only').waitFor();
    // Scan only: no search, no list, no way out but the PIN.
    expect(await phone.page.getByRole('textbox', { name: /Search by name/ }).count()).toBe(0);
    expect(await phone.page.getByRole('tab').count()).toBe(0);
    expect(await phone.page.getByTestId('ticket-row').count()).toBe(0);
    expect(await phone.page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await expectAxeClean(phone.page);
    await phone.page.screenshot({ path: 'docs/screenshots/devices-kiosk-375.png' });

    // A wrong PIN keeps it locked; so does reopening the page.
    await leave.click();
    const unlock = phone.page.getByRole('dialog', { name: 'Leave kiosk mode' });
    await unlock.getByLabel('Organiser PIN').fill('1357');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await unlock.getByText('Wrong PIN').waitFor();
    await expectAxeClean(phone.page);
    await unlock.getByRole('button', { name: 'Cancel' }).click();
    await phone.page.reload();
    await leave.waitFor();
    expect(await phone.page.getByRole('textbox', { name: /Search by name/ }).count()).toBe(0);

    // The organiser's PIN opens the full scanner.
    await leave.click();
    await unlock.getByLabel('Organiser PIN').fill('2468');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await phone.page.getByRole('textbox', { name: /Search by name/ }).waitFor();
    await phone.page.getByRole('button', { name: 'Log out' }).waitFor();
    await phone.context.close();
    await context.close();
  });
});
