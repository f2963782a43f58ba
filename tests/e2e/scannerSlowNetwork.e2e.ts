import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launch, newPage, snap } from './browser';
import { agentLogIn, demoGate, search, serverTickets, unscannedIds, waiting } from './scannerPages';

/**
 * A slow network at the door: every answer to a scan call comes back 3.5 s after the server gave it
 * (the phone decides on its own after 3 s). Each ticket is admitted once, a valid guest never meets
 * a red screen, and Reject leaves the ticket unused.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const DELAY_MS = 3500;
/** The server decides at once; its answer travels back slowly (the network, not the server). */
async function slowAnswers(page: Page) {
  const calls: Array<{ stage: string; action: string; nonce?: string }> = [];
  const answered = { count: 0 };
  await page.route('**/api/security-agents/scan/**', async (route: Route) => {
    calls.push(route.request().postDataJSON());
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.fulfill({ response }).catch(() => undefined); // the page may have given up on it
    answered.count++;
  });
  return { calls, answered };
}

/** Nothing red: no refusal, no failure, no conflict. */
async function expectNoRed(page: Page) {
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toMatch(/already scanned|Failed to process ticket|not recorded/);
}

async function scanRow(page: Page, ticketId: string) {
  await search(page, ticketId);
  await page
    .getByTestId('ticket-row')
    .filter({ hasText: ticketId })
    .getByRole('button', { name: 'Scan Ticket' })
    .click();
  const modal = page.getByRole('dialog');
  await modal.getByText(ticketId).waitFor();
  return modal;
}

describe('the scanner on a network that answers in 3.5 s', () => {
  it('admits each ticket once, with no red screen for a valid guest, whether Accept comes before or after the late answer', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await agentLogIn(page, demoGate('Gate A'));
    const { calls, answered } = await slowAnswers(page);
    const [early, late, third] = await unscannedIds(page, 3);

    // Accept as soon as the device opens the modal (at 3 s, before the server's answer is back).
    let modal = await scanRow(page, early);
    await snap(page, 'scanner-slow-modal-375');
    await modal.getByRole('button', { name: 'Accept' }).click();
    await modal.waitFor({ state: 'hidden', timeout: 10_000 });

    // Accept after the late answer came in: the modal goes on with the server's ticket.
    for (const id of [late, third]) {
      const before = answered.count;
      modal = await scanRow(page, id);
      await expect.poll(() => answered.count, { timeout: 10_000 }).toBeGreaterThan(before);
      await modal.getByRole('button', { name: 'Accept' }).click();
      await modal.waitFor({ state: 'hidden', timeout: 10_000 });
    }
    await expect.poll(() => waiting(page), { timeout: 20_000 }).toBe(0);
    await expectNoRed(page);
    expect(await page.getByTestId('sync-conflicts').count()).toBe(0);

    const server = await serverTickets(page);
    for (const id of [early, late, third])
      expect(server.find((t) => t.ticketId === id)).toMatchObject({ isScanned: true, scannedBy: 'Gate A' });
    // Every call of one scan carried that scan's nonce.
    const scans = calls.filter((c) => c.stage === 'scan');
    expect(scans).toHaveLength(3);
    for (const c of calls) expect(c.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(scans.map((c) => c.nonce)).size).toBe(3);
    await page.setViewportSize({ width: 1366, height: 860 });
    await snap(page, 'scanner-slow-after-1366');
    await context.close();
  });

  it('Reject leaves the ticket unused, on the device’s decision as on the late answer', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await agentLogIn(page, demoGate('Gate A'));
    const { answered } = await slowAnswers(page);
    const [first, second] = await unscannedIds(page, 2);

    // Reject as soon as the device opens the modal, before the server's answer is back...
    let modal = await scanRow(page, first);
    await modal.getByRole('button', { name: 'Reject' }).click();
    await modal.waitFor({ state: 'hidden', timeout: 10_000 });

    // ... and after it.
    const before = answered.count;
    modal = await scanRow(page, second);
    await expect.poll(() => answered.count, { timeout: 10_000 }).toBeGreaterThan(before);
    await modal.getByRole('button', { name: 'Reject' }).click();
    await modal.waitFor({ state: 'hidden', timeout: 10_000 });

    const unused = async () =>
      (await serverTickets(page))
        .filter((t) => t.ticketId === first || t.ticketId === second)
        .every((t) => !t.isScanned && t.status === 'active');
    await expect.poll(unused, { timeout: 20_000 }).toBe(true);
    expect(await waiting(page)).toBe(0);
    await expectNoRed(page);
    await context.close();
  });
});
