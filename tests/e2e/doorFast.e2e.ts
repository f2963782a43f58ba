import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';
import { apiOf, createAgent, createEvent, sellTickets } from './organiserSetup';
import { agentLogIn, type Gate } from './scannerPages';

/**
 * At the door with a USB scanner (typed codes and Enter, as such scanners send them): 30 guests
 * admitted in a row with the verification modal, then 30 in fast mode, each with one scan; a wrong
 * admission undone by the agent and another by the organiser.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Setup {
  eventId: string;
  tickets: Array<{ _id: string; ticketId: string; name: string }>;
  gate: Gate;
}

/** 62 new tickets of an event of its own and a new agent, through the organiser's API. */
async function setUp(page: Page): Promise<Setup> {
  const api = apiOf(page);
  // An event of its own: the demo event's tickets belong to the other journeys.
  const event = await createEvent(api, {
    name: `Door night ${Date.now() % 100000}`,
    description: 'USB scanners at the door',
    address: 'Avenue Bourguiba, Tunis',
  });
  const tickets = await sellTickets(api, event._id, { count: 62, prefix: 'Door', phonePrefix: '2290' });
  const { gate } = await createAgent(api, event._id, `Gate USB ${Date.now() % 100000}`, 'fast1234');
  return { eventId: event._id, tickets, gate };
}

const scannedOnServer = (page: Page, ids: string[]) =>
  page.evaluate(
    async ({ ids }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('scannerSession:'))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      const res = await fetch(
        `/api/security-agents/event/${session.event._id}/tickets?agentId=${session.agent._id}`,
        { headers: { Authorization: `Bearer ${session.token}` } },
      );
      const list = (await res.json()).data.data as Array<{
        ticketId: string;
        isScanned: boolean;
        scannedBy: string;
      }>;
      return ids
        .map((id) => list.find((t) => t.ticketId === id))
        .map((t) => (t?.isScanned ? t.scannedBy : null));
    },
    { ids },
  );

describe('a USB scanner at the door', () => {
  it('30 guests with the modal, 30 in fast mode, one scan each; undone by the agent and by the organiser', async () => {
    const dash = await newPage(browser, 'desktop');
    await signIn(dash.page);
    const s = await setUp(dash.page);
    const gate = await newPage(browser, 'desktop');
    const page = gate.page;
    await agentLogIn(page, s.gate);
    const field = page.getByLabel('Search by name, phone, or ticket ID...');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);

    // With the modal: the scan, then Enter on Accept (which has the focus). Ids typed in lower case.
    const modalGuests = s.tickets.slice(0, 30);
    for (const t of modalGuests) {
      await page.keyboard.type(t.ticketId.toLowerCase());
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog');
      await modal.getByText(t.ticketId).waitFor();
      await expect
        .poll(() =>
          modal.getByRole('button', { name: 'Accept' }).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await page.keyboard.press('Enter');
      await modal.waitFor({ state: 'hidden' });
      await page.getByText(`Admitted: ${t.name}`).waitFor();
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await field.inputValue()).toBe('');
    }
    const agentName = (await scannedOnServer(page, [modalGuests[0].ticketId]))[0];
    expect(agentName).toMatch(/^Gate USB/);
    expect(
      await scannedOnServer(
        page,
        modalGuests.map((t) => t.ticketId),
      ),
    ).toEqual(modalGuests.map(() => agentName));

    // The organiser turns fast mode on from the Security agents page.
    await dash.page.goto(`/dashboard/events/${s.eventId}/security`);
    const toggle = dash.page.getByRole('switch', { name: 'Fast admission at the gates' });
    await toggle.waitFor();
    await toggle.click(); // saved, then checked, once the server answers
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect
      .poll(
        async () =>
          (
            await apiOf(dash.page)<{ data: { mode: string } }>(
              `/api/security-agents/event/${s.eventId}/gate-mode`,
            )
          ).data.mode,
      )
      .toBe('fast');

    // The gate learns it (asked again at each opening): each guest is one scan, green at once.
    await page.reload();
    await page.getByTestId('ticket-row').first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.entries(localStorage).some(([k, v]) => k.startsWith('scannerGateMode:') && v === 'fast'),
        ),
      )
      .toBe(true);
    const fastGuests = s.tickets.slice(30, 60);
    for (const t of fastGuests) {
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(t.ticketId);
      await page.keyboard.press('Enter');
      const green = page.getByTestId('fast-admitted');
      await green.filter({ hasText: t.name }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    expect(
      await scannedOnServer(
        page,
        fastGuests.map((t) => t.ticketId),
      ),
    ).toEqual(fastGuests.map(() => agentName));

    // A wrong admission undone by the agent within its 10 s.
    const wrong = s.tickets[60];
    await page.keyboard.type(wrong.ticketId);
    await page.keyboard.press('Enter');
    await page
      .getByTestId('fast-admitted')
      .filter({ hasText: wrong.name })
      .getByRole('button', { name: 'Undo' })
      .click();
    await page.getByText(`Admission undone: ${wrong.name}`).waitFor();
    expect(await scannedOnServer(page, [wrong.ticketId])).toEqual([null]);

    // Another undone by the organiser from the ticket's page, with a reason.
    const other = s.tickets[0];
    await dash.page.goto(`/dashboard/tickets/${other.ticketId}`);
    await dash.page.getByRole('button', { name: 'Undo admission' }).click();
    const dialog = dash.page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Let in with a friend’s ticket');
    await dialog.getByRole('button', { name: 'Undo admission' }).click();
    await dash.page.getByText('Admission undone').first().waitFor();
    expect(await scannedOnServer(page, [other.ticketId])).toEqual([null]);
    await expect
      .poll(async () => await dash.page.getByRole('button', { name: 'Undo admission' }).count())
      .toBe(0);

    // Back to the modal for the other journeys.
    await apiOf(dash.page)(`/api/security-agents/event/${s.eventId}/gate-mode`, {
      method: 'PUT',
      body: { mode: 'modal' },
    });
    await Promise.all([dash.context.close(), gate.context.close()]);
  }, 300_000);
});
