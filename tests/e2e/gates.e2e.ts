import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signIn } from './browser';
import { blockingViolations } from './axe';
import { axePage } from './axePage';
import { apiOf, createAgent, createEvent } from './organiserSetup';
import { agentLogIn, type Gate } from './scannerPages';

/**
 * Gates (extension checkInLists): the organiser's list editor and the agent's list, then at the
 * door a guest who goes out and comes back, as the list allows, with "inside now" following on the
 * statistics page. Axe at 1366 and 375 px; screenshots in docs/screenshots for a person to look at.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A page whose context lets axe in. */
const pageAt = async (size: 'desktop' | 'phone') => (await axePage(browser, size)).page;

const shot = (page: Page, name: string) => page.screenshot({ path: `docs/screenshots/${name}.png` });

/** Fits the width: nothing scrolls sideways. */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

interface Setup {
  eventId: string;
  tiers: Record<string, string>;
  guest: { ticketId: string; name: string };
  gate: Gate;
  agentDbId: string;
}

async function setUp(page: Page): Promise<Setup> {
  const api = apiOf(page);
  const n = Date.now() % 100000;
  // Not live now: the demo's event stays the live one for the other journeys.
  const event = await createEvent(api, {
    name: `Gates night ${n}`,
    description: 'Check-in lists',
    priceTiers: [
      { name: 'General', price: 25, totalTickets: 100, description: 'Standing' },
      { name: 'VIP', price: 250, totalTickets: 10, description: 'Lounge' },
    ],
  });
  const tiers = Object.fromEntries(event.priceTiers.map((t) => [t.name, t._id]));
  const { data: ticket } = await api<{ data: { ticketId: string } }>(`/api/tickets/event/${event._id}`, {
    method: 'POST',
    body: {
      customerInfo: { firstName: 'Yasmine', lastName: 'Trabelsi', phoneNumber: '22334455' },
      priceTier: 'General',
    },
  });
  await api('/api/checkin-lists', {
    method: 'POST',
    body: { eventId: event._id, name: 'VIP', tierIds: [tiers.VIP], allowReentry: false },
  });
  const agent = await createAgent(api, event._id, `Gate North ${n}`, 'gates1234');
  return {
    eventId: event._id,
    tiers,
    guest: { ticketId: ticket.ticketId, name: 'Yasmine Trabelsi' },
    gate: agent.gate,
    agentDbId: agent._id,
  };
}

const insideNow = async (page: Page, eventId: string) =>
  (await apiOf(page)<{ data: { insideNow: number } }>(`/api/security-agents/event/${eventId}/gate-stats`))
    .data.insideNow;

describe('gates: check-in lists, exit and re-entry', () => {
  it('exit then re-entry follows the list’s rule, and "inside now" follows', async () => {
    const dash = await pageAt('desktop');
    await signIn(dash);
    const s = await setUp(dash);

    // The organiser opens the lists from the Security page and adds the main entrance with the form.
    await dash.goto(`/dashboard/events/${s.eventId}/security`);
    await dash.getByRole('link', { name: 'Check-in lists' }).click();
    await dash.getByText('VIP', { exact: true }).first().waitFor();
    await dash.getByRole('link', { name: 'Create' }).click();
    await dash.getByRole('checkbox', { name: 'General' }).waitFor();
    await dash.getByRole('textbox', { name: 'Name' }).fill('Main entrance');
    await dash.getByRole('checkbox', { name: 'General' }).check();
    await dash.getByLabel('Re-entry after exit').check();
    expect(await blockingViolations(dash)).toEqual([]);
    await shot(dash, 'gates-list-editor-desktop');
    await dash.getByRole('button', { name: 'Save' }).click();
    const row = dash.getByRole('row').filter({ hasText: 'Main entrance' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Re-entry allowed');
    expect(await blockingViolations(dash)).toEqual([]);
    await shot(dash, 'gates-lists-desktop');

    // The agent's card: assigned to the main entrance.
    await dash.goto(`/dashboard/events/${s.eventId}/security`);
    await dash.getByRole('combobox', { name: 'Check-in list' }).click();
    await dash.getByRole('option', { name: 'Main entrance' }).click();
    await dash.getByText('Check-in list saved').waitFor();
    // The list of choices fades out (hidden from the accessibility tree, still in the page): axe
    // must not read its half-transparent options, so wait until they are gone from the page.
    await expect.poll(() => dash.locator('li[role="option"]').count()).toBe(0);
    expect(await blockingViolations(dash)).toEqual([]);

    // At the door, on a phone: in, out, back in (the main entrance allows it).
    const gate = await pageAt('phone');
    await agentLogIn(gate, s.gate);
    const bar = gate.getByTestId('gate-mode');
    await expect.poll(() => bar.textContent()).toContain('List: Main entrance');
    const field = gate.getByLabel('Search by name, phone, or ticket ID...');
    const scan = async () => {
      await field.fill(s.guest.ticketId);
      await field.press('Enter');
    };
    await scan();
    await gate.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await gate.getByText(`Admitted: ${s.guest.name}`).waitFor();
    await expect.poll(() => insideNow(dash, s.eventId)).toBe(1);

    await gate.getByRole('button', { name: 'Exit' }).click();
    await expect.poll(() => bar.getAttribute('data-mode')).toBe('exit');
    await scan();
    await gate.getByText(`Exited: ${s.guest.name}`).waitFor();
    await expect.poll(() => insideNow(dash, s.eventId)).toBe(0);
    expect(await fits(gate)).toBe(true);
    expect(await blockingViolations(gate)).toEqual([]);
    await shot(gate, 'gates-scanner-exit-phone');

    await gate.getByRole('button', { name: 'Entry' }).click();
    await scan();
    await gate.getByText(`Back in: ${s.guest.name}`).waitFor();
    expect(await gate.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => insideNow(dash, s.eventId)).toBe(1);

    // The organiser turns re-entry off: out again, and now refused at the door with the reason.
    const api = apiOf(dash);
    const { id: mainId } = (
      await api<Array<{ id: string; name: string }>>(
        `/api/checkin-lists?filter=${encodeURIComponent(JSON.stringify({ eventId: s.eventId }))}`,
      )
    ).find((l) => l.name === 'Main entrance')!;
    await api(`/api/checkin-lists/${mainId}`, {
      method: 'PUT',
      body: { eventId: s.eventId, name: 'Main entrance', tierIds: [s.tiers.General], allowReentry: false },
    });
    await gate.getByRole('button', { name: 'Exit' }).click();
    await scan();
    await gate.getByText(`Exited: ${s.guest.name}`).waitFor();
    await gate.getByRole('button', { name: 'Entry' }).click();
    await scan();
    await expect.poll(() => gate.getByRole('alert').textContent()).toContain('No re-entry at Main entrance');
    await expect.poll(() => insideNow(dash, s.eventId)).toBe(0);

    // The statistics page: per list and per gate, live.
    await dash.goto(`/dashboard/events/${s.eventId}/statistics`);
    const card = dash.getByTestId('gate-stats');
    await expect.poll(() => card.getByTestId('inside-now').textContent()).toBe('Inside now: 0');
    const main = card.getByTestId('gate-stats-list').filter({ hasText: 'Main entrance' });
    await expect.poll(() => main.textContent()).toContain('No re-entry: 1');
    expect(await main.textContent()).toMatch(/Admitted2Exited2Inside now0/);
    await card.scrollIntoViewIfNeeded();
    expect(await blockingViolations(dash)).toEqual([]);
    await card.screenshot({ path: 'docs/screenshots/gates-statistics-desktop.png' });

    // Desktop scanner in exit mode, and the phone-sized editor and statistics.
    const wide = await pageAt('desktop');
    await agentLogIn(wide, s.gate);
    await wide.getByRole('button', { name: 'Exit' }).click();
    await expect.poll(() => wide.getByTestId('gate-mode').getAttribute('data-mode')).toBe('exit');
    expect(await blockingViolations(wide)).toEqual([]);
    await shot(wide, 'gates-scanner-exit-desktop');

    const phoneDash = await pageAt('phone');
    await signIn(phoneDash);
    await phoneDash.goto(`/dashboard/checkin-lists/${mainId}`);
    await phoneDash.getByRole('checkbox', { name: 'General' }).waitFor();
    expect(await fits(phoneDash)).toBe(true);
    expect(await blockingViolations(phoneDash)).toEqual([]);
    await shot(phoneDash, 'gates-list-editor-phone');
    await phoneDash.goto(`/dashboard/events/${s.eventId}/statistics`);
    const phoneCard = phoneDash.getByTestId('gate-stats');
    await phoneCard.getByTestId('inside-now').waitFor();
    expect(await fits(phoneDash)).toBe(true);
    expect(await blockingViolations(phoneDash)).toEqual([]);
    await phoneCard.scrollIntoViewIfNeeded();
    await phoneCard.screenshot({ path: 'docs/screenshots/gates-statistics-phone.png' });
  });
});
