import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `docs/screenshots/events-${name}.png`, fullPage });

/** Types into an MUI X picker field (sections: month/day/year or hours/minutes/meridiem). */
async function typePicker(page: Page, label: string, keys: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${label}`) });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(keys, { delay: 20 });
}

const pad = (n: number) => String(n).padStart(2, '0');

describe('events journey', () => {
  it('creates an event with two tiers, sells and manages tickets, and the statistics agree', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    // /dashboard shows the event list.
    await page.getByRole('heading', { level: 1, name: 'Events', exact: true }).waitFor();
    await page.getByText('Jazz à Tabarka 2026').waitFor();
    await page.getByRole('button', { name: /^Sort by/ }).waitFor();
    await shot(page, 'list');

    await page.getByRole('link', { name: 'Create Event' }).click();
    await page.waitForURL(/\/dashboard\/events\/create$/);
    const name = `Gala E2E ${Date.now().toString(36)}`;
    await page.getByLabel('Event Name').fill(name);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('An evening of music for the end-to-end test');
    await page.getByLabel('Venue Name').fill('Théâtre municipal de Tunis');
    await page.getByLabel('Address').fill('Avenue Habib Bourguiba, Tunis');
    await page.getByLabel('Latitude').fill('36.7997');
    await page.getByLabel('Longitude').fill('10.1805');
    const day = new Date(Date.now() + 60 * 86400000);
    const mmddyyyy = `${pad(day.getMonth() + 1)}${pad(day.getDate())}${day.getFullYear()}`;
    await typePicker(page, 'Start Date', mmddyyyy);
    await typePicker(page, 'Start Time', '0800P');
    await typePicker(page, 'End Date', mmddyyyy);
    await typePicker(page, 'End Time', '1130P');
    // First tier: the defaults, then our values.
    await expect(page.getByLabel('Tier Name').inputValue()).resolves.toBe('General');
    await page.getByLabel('Price (USD)').fill('20');
    await page.getByLabel('Total Tickets').fill('50');
    await page.getByRole('button', { name: 'Add Tier' }).click();
    await page.getByLabel('Tier Name').nth(1).fill('VIP');
    await page.getByLabel('Price (USD)').nth(1).fill('55.50');
    await page.getByLabel('Total Tickets').nth(1).fill('10');
    await shot(page, 'form', true);
    await page.getByRole('button', { name: 'Save Event' }).click();
    await page.waitForURL(/\/dashboard\/events\/[0-9a-f]{24}$/);
    const eventId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Upcoming', { exact: true }).first().waitFor();
    await shot(page, 'detail');

    // It appears under 'upcoming'.
    await page.goto('/dashboard/events');
    await page
      .getByRole('group', { name: 'Filter events by status' })
      .getByRole('button', { name: 'Upcoming' })
      .click();
    await page.getByText(name).waitFor();
    const cards = page.getByTestId('event-card');
    await expect.poll(() => cards.filter({ hasText: 'Festival International de Carthage' }).count()).toBe(0);
    await expect.poll(() => cards.filter({ hasText: 'Tunis Startup Summit' }).count()).toBe(0);
    await cards.filter({ hasText: name }).getByText('Upcoming', { exact: true }).waitFor();

    // Two tickets.
    const sell = async (tier: RegExp, first: string, last: string, phone: string) => {
      await page.goto(`/dashboard/tickets/event/${eventId}/create`);
      await page.getByRole('combobox', { name: /Price Tier/ }).click();
      await page.getByRole('option', { name: tier }).click();
      await page.getByLabel('First Name').fill(first);
      await page.getByLabel('Last Name').fill(last);
      await page.getByLabel('Phone').fill(phone);
      await page.getByRole('button', { name: 'Create Ticket' }).click();
      await page.getByText(/Ticket TK-[A-Z0-9]+ created/).waitFor();
    };
    await sell(/^General/, 'Zeineb', 'Haddad', '22111333');
    await sell(/^VIP/, 'Karim', 'Mansour', '98444555');
    await shot(page, 'ticket-create');

    // The tickets list and its search.
    await page.goto(`/dashboard/events/${eventId}/tickets`);
    await page.getByRole('heading', { level: 1, name: `Tickets - ${name}` }).waitFor();
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(2);
    await page.getByRole('textbox', { name: 'Search by name, phone or ticket ID' }).fill('zeineb');
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search by name, phone or ticket ID' }).fill('98444');
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(1);
    const karim = page.getByTestId('ticket-row').filter({ hasText: 'Karim Mansour' });
    await karim.waitFor();

    // CSV export of every ticket of the event (the export follows the list's filters: none).
    await page.getByRole('textbox', { name: 'Search by name, phone or ticket ID' }).fill('');
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const csv = text.slice(1).trim().split(/\r?\n/);
    expect(csv[0]).toBe(
      'Ticket ID,First Name,Last Name,Phone,Price Tier,Price (USD),Status,Scanned,Purchase Date',
    );
    expect(csv).toHaveLength(3);
    expect(csv.some((l) => l.includes(',Zeineb,Haddad,22111333,General,20,Active,Not Scanned,'))).toBe(true);

    // Cancel (undoable: sent when the notice closes) and reactivate the VIP ticket.
    await karim.getByRole('button', { name: 'Cancel' }).click();
    await karim.getByText('Cancelled', { exact: true }).waitFor();
    await page.getByText('Ticket cancelled').waitFor();
    await page.getByText('Ticket cancelled').waitFor({ state: 'detached', timeout: 15_000 });
    await shot(page, 'tickets');
    await karim.getByRole('button', { name: 'Reactivate' }).click();
    await karim.getByText('Active', { exact: true }).waitFor();

    // The ticket detail (new tab) with its QR code.
    const ticketId = (await karim.locator('td').first().textContent())!.trim();
    const [detail] = await Promise.all([
      context.waitForEvent('page'),
      karim.getByRole('link', { name: /Open ticket/ }).click(),
    ]);
    await detail.waitForURL(new RegExp(`/dashboard/tickets/${ticketId}$`));
    await detail.getByTestId('ticket-id').getByText(ticketId).waitFor();
    expect(await detail.locator('svg title', { hasText: ticketId }).count()).toBe(1);
    await detail.setViewportSize({ width: 1366, height: 860 });
    await detail.screenshot({ path: 'docs/screenshots/events-ticket-detail.png' });
    await detail.close();

    // Statistics agree with the tickets: $20.00 + $55.50.
    await page.goto(`/dashboard/events/${eventId}/statistics`);
    await page.getByRole('heading', { level: 1, name: `Statistics - ${name}` }).waitFor();
    await expect.poll(() => page.getByTestId('stat-Total Revenue').textContent()).toBe('$75.50');
    expect(await page.getByTestId('stat-Tickets Sold').textContent()).toBe('2');
    expect(await page.getByTestId('stat-Scanned').textContent()).toBe('0');
    expect(await page.getByTestId('stat-Unscanned').textContent()).toBe('2');
    await page.getByText('2.0% sold').waitFor();
    await page.getByText('10.0% sold').waitFor();
    expect(await page.getByTestId('info-Average Price').textContent()).toBe('$37.75');
    expect(await page.getByTestId('info-Total Capacity').textContent()).toBe('60');
    expect(await page.getByTestId('info-Scan Rate').textContent()).toBe('0.0%');
    await shot(page, 'statistics', true);
    await context.close();
  });

  it('the live event: detail, statistics and tickets on a phone', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signIn(page);
    const res = await page.request.get('/api/events?status=ongoing&page=1&limit=10', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    const live = (await res.json()).data[0];
    await page.goto(`/dashboard/events/${live._id}/statistics`);
    await page.getByText('Price Tier Breakdown').waitFor();
    await shot(page, 'statistics-phone');
    await page.goto(`/dashboard/events/${live._id}/tickets`);
    await page.getByTestId('ticket-row').first().waitFor();
    await shot(page, 'tickets-phone');
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await noSideScroll()).toBeLessThanOrEqual(375);
    await page.goto(`/dashboard/events/${live._id}/security`);
    await page.getByText('How to use Security Agents').waitFor();
    await page.getByTestId('agent-card').first().waitFor();
    await shot(page, 'security-phone');
    expect(await noSideScroll()).toBeLessThanOrEqual(375);
    await page.goto('/dashboard/events');
    await page.getByTestId('event-card').first().waitFor();
    await page.getByRole('button', { name: /^Sort by/ }).waitFor();
    await shot(page, 'list-phone');
    expect(await noSideScroll()).toBeLessThanOrEqual(375);
    await page.goto('/dashboard/events/ffffffffffffffffffffffff');
    await page.getByText('Event not found').waitFor();
    await context.close();
  });
});
