import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { baseUrl, launch, newPage, signIn, snap } from './browser';
import { writeQrVideo } from './scannerCamera';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const AGENT_NAME = 'Gate E2E';
const AGENT_PASSWORD = 'door2026';
let scannerUrl = '';

const count = async (page: Page, which: 'total' | 'scanned' | 'unscanned') =>
  Number((await page.getByTestId(`stat-${which}`).locator('p').nth(1).textContent())?.replace(/,/g, ''));

/** The demo seed prints each agent's scanner address at server start. */
function demoGateA(): { url: string; password: string } {
  const match = inject('serverLog').match(/Security agent Gate A: (\S+)\s+password (\S+)/);
  if (!match) throw new Error('Gate A not found in the server log');
  return { url: match[1].replace(/^http:\/\/localhost:\d+/, baseUrl()), password: match[2] };
}

async function agentLogIn(page: Page, url: string, password = AGENT_PASSWORD) {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Security Scanner' }).waitFor();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Scanner' }).click();
  await page.getByText('Total Tickets').waitFor();
  await page.getByTestId('ticket-row').first().waitFor();
}

describe('security agents and the door scanner', () => {
  it('the organiser creates an agent; its card has the QR code and an Open Scanner link to /security-scanner/{agentId}', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await page
      .getByRole('heading', { level: 1, name: /^Security Agents - Festival International de Carthage/ })
      .waitFor();
    await page.getByText('Manage security agents for ticket scanning').waitFor();
    await page.getByRole('button', { name: 'Add Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Security Agent' });
    await dialog.getByLabel('Agent Name *').fill(AGENT_NAME);
    await dialog.getByLabel('Password *').fill('12345');
    await dialog.getByRole('button', { name: 'Create Agent' }).click();
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    await dialog.getByLabel('Password *').fill(AGENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Create Agent' }).click();
    const card = page.getByTestId('agent-card').filter({ hasText: AGENT_NAME });
    await card.waitFor();
    await card.getByText('Login count: 0').waitFor();
    await card.getByText('Scan to access scanner').waitFor();
    const idText = (await card.getByText(/^ID: AG-/).textContent())!;
    const agentId = idText.replace('ID: ', '');
    const link = card.getByRole('link', { name: /Open Scanner/ });
    expect(await link.getAttribute('href')).toBe(`/security-scanner/${agentId}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download QR' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`security-agent-${agentId}-qr.png`);
    await snap(page, 'scanner-agents-page');
    scannerUrl = `${baseUrl()}/security-scanner/${agentId}`;
    await context.close();
  });

  it('on a phone the agent logs in, scans and accepts a ticket, counters move; scanning it again is refused; Reject leaves a ticket unscanned', async () => {
    expect(scannerUrl).not.toBe('');
    const { context, page } = await newPage(browser, 'phone');
    await agentLogIn(page, scannerUrl);
    await page.getByText(`Agent: ${AGENT_NAME}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'scanner-phone-list');
    const scanned = await count(page, 'scanned');
    const unscanned = await count(page, 'unscanned');

    const row = page
      .getByTestId('ticket-row')
      .filter({ has: page.getByRole('button', { name: 'Scan Ticket' }) })
      .first();
    const ticketId = (await row.textContent())!.match(/TK-[A-Z2-9]{10}/)![0];
    await row.getByRole('button', { name: 'Scan Ticket' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText('Ticket Scanned').waitFor();
    await modal.getByText('Verify customer information').waitFor();
    await modal.getByText(ticketId).waitFor();
    await snap(page, 'scanner-phone-modal');
    await modal.getByRole('button', { name: 'Accept' }).click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => count(page, 'scanned')).toBe(scanned + 1);
    expect(await count(page, 'unscanned')).toBe(unscanned - 1);

    // the admission survives a reload (server state), and the session too
    await page.reload();
    await page.getByText('Total Tickets').waitFor();
    await expect.poll(() => count(page, 'scanned')).toBe(scanned + 1);

    // scanning it again (typed in the camera view): refused with when and by whom
    await page.getByRole('tab', { name: 'Scan with camera' }).click();
    await page.getByLabel('Ticket ID').fill(ticketId);
    await page.getByRole('button', { name: 'Check ticket' }).click();
    const feedback = page.getByTestId('scan-feedback');
    await feedback
      .getByText(new RegExp(`^Refused: Ticket already scanned at \\d\\d:\\d\\d by ${AGENT_NAME}$`))
      .waitFor();
    await snap(page, 'scanner-phone-refused');

    // Reject: entry refused, the ticket stays unscanned
    await page.getByRole('tab', { name: 'Ticket list' }).click();
    const next = page
      .getByTestId('ticket-row')
      .filter({ has: page.getByRole('button', { name: 'Scan Ticket' }) })
      .first();
    const nextId = (await next.textContent())!.match(/TK-[A-Z2-9]{10}/)![0];
    await next.getByRole('button', { name: 'Scan Ticket' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByPlaceholder('Search by name, phone, or ticket ID...').fill(nextId.toLowerCase());
    const again = page.getByTestId('ticket-row').filter({ hasText: nextId });
    await again.getByRole('button', { name: 'Scan Ticket' }).waitFor();
    await again.getByText('Not Scanned').waitFor();
    expect(await count(page, 'scanned')).toBe(scanned + 1);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Access Scanner' }).waitFor();
    await context.close();
  });

  it('the agents page counts the login and the admitted ticket', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Security' }).click();
    const card = page.getByTestId('agent-card').filter({ hasText: AGENT_NAME });
    await card.getByText('Login count: 1').waitFor();
    await card.getByText('Tickets scanned: 1').waitFor();
    await card.getByText(/^Last login: /).waitFor();
    await context.close();
  });

  it("the event's statistics page: Scanned moves with each admission", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Statistics' }).click();
    const scannedCard = page.getByTestId('stat-Scanned');
    await scannedCard.waitFor();
    const before = Number(await scannedCard.textContent());

    const gate = demoGateA();
    const agent = await newPage(browser, 'phone');
    await agentLogIn(agent.page, gate.url, gate.password);
    const row = agent.page
      .getByTestId('ticket-row')
      .filter({ has: agent.page.getByRole('button', { name: 'Scan Ticket' }) })
      .first();
    await row.getByRole('button', { name: 'Scan Ticket' }).click();
    await agent.page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await agent.page.getByRole('dialog').waitFor({ state: 'hidden' });
    await agent.context.close();

    await page.reload();
    await scannedCard.waitFor();
    await expect.poll(async () => Number(await scannedCard.textContent())).toBe(before + 1);
    await context.close();
  });

  it('/security-scanner without an agent id: Access Denied', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/security-scanner');
    await page.getByText('Access Denied').waitFor();
    await page.getByText('Invalid security agent access').waitFor();
    await context.close();
  });

  it("camera: a ticket's QR code shown to Chromium's fake camera is decoded, verified and admitted", async () => {
    // the demo agent 'Gate A' (password agent123); an active, unscanned ticket read through the agent API
    const gate = demoGateA();
    expect(gate.password).toBe('agent123');
    const login = await fetch(`${baseUrl()}/api/security-agents-public/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ agentId: gate.url.split('/').pop(), password: gate.password }),
    }).then((r) => r.json());
    const { agent, event, token } = login.data;
    const list = await fetch(
      `${baseUrl()}/api/security-agents/event/${event._id}/tickets?agentId=${agent._id}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    ).then((r) => r.json());
    const target = list.data.data.find(
      (t: { status: string; isScanned: boolean }) => t.status === 'active' && !t.isScanned,
    );
    const name = `${target.customerInfo.firstName} ${target.customerInfo.lastName}`;

    const video = path.join(mkdtempSync(path.join(tmpdir(), 'qr-video-')), 'ticket.y4m');
    await writeQrVideo(browser, target.ticketId, video);
    const camera = await launch([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const { page } = await newPage(camera, 'phone');
      await page.context().grantPermissions(['camera'], { origin: baseUrl() });
      await agentLogIn(page, gate.url, gate.password);
      const scanned = await count(page, 'scanned');
      await page.getByRole('tab', { name: 'Scan with camera' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByText('Ticket Scanned').waitFor({ timeout: 20_000 });
      await modal.getByText(target.ticketId).waitFor();
      await snap(page, 'scanner-camera-modal');
      await modal.getByRole('button', { name: 'Accept' }).click();
      await page.getByTestId('scan-feedback').getByText(`Admitted: ${name}`).waitFor();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await expect.poll(() => count(page, 'scanned')).toBe(scanned + 1);
      // the modal's backdrop has faded out
      await page.locator('.MuiBackdrop-root').waitFor({ state: 'detached' });
      await snap(page, 'scanner-camera-admitted');
      // the code stays in front of the camera for 4 more seconds of video: it is not submitted
      // again (no red "already scanned")
      const shown = await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
      await page.waitForFunction(
        (from) => (document.querySelector('video')?.currentTime ?? 0) >= from + 4,
        shown,
        { timeout: 20_000 },
      );
      // The admission still on screen (with its Undo), not replaced by a refusal.
      expect(await page.getByTestId('scan-feedback').locator('.MuiAlert-message').textContent()).toBe(
        `Admitted: ${name}`,
      );
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await camera.close();
    }
    const after = await fetch(
      `${baseUrl()}/api/security-agents/event/${event._id}/tickets?agentId=${agent._id}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    ).then((r) => r.json());
    expect(after.data.data.find((t: { _id: string }) => t._id === target._id)).toMatchObject({
      isScanned: true,
      status: 'used',
      scannedBy: 'Gate A',
    });
  });
});
