import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO, launch, signIn, snap } from './browser';
import { startE2eServer, type E2eServer } from './server';
import { blockingViolations } from './axe';
import { axePage } from './axePage';

/**
 * The app in front of the API as production runs it: the reference server with API_PROFILE=spec
 * answers SPEC §7's calls only (every other /api call is 404 {"message":"Not found"}). A new user
 * signs in and walks every SPEC screen of the dashboard at 1366 and 375 px: each shows its data, no
 * menu entry or page says "Not found" or shows an error, and the app asks for nothing SPEC lacks
 * beyond the one capabilities question.
 */
let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer({ API_PROFILE: 'spec' }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Demo {
  eventId: string;
  eventName: string;
  ticketId: string;
  userName: string;
  transactionCode: string;
  approvedTransferId: string;
  reservationId: string;
  customerName: string;
}

/** What the demo holds, read through SPEC's own calls. */
async function readDemo(): Promise<Demo> {
  const call = async <T>(path: string, token?: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const { token } = await call<{ token: string }>('/api/auth/login', undefined, {
    email: DEMO.email,
    password: DEMO.password,
  });
  const live = (await call<{ data: { _id: string; name: string } }>('/api/events/current', token)).data;
  const tickets = await call<{ data: Array<{ ticketId: string }> }>(
    `/api/tickets/event/${live._id}?page=1&limit=20`,
    token,
  );
  const users = await call<Array<{ firstName: string; lastName: string }>>('/api/business/get_users', token);
  const transactions = await call<Array<{ transactionCode: string }>>(
    '/api/business/get_transactions',
    token,
  );
  const transfers = await call<Array<{ _id: string; status: string }>>('/api/business/bank_transfers', token);
  const { reservations } = await call<{ reservations: Array<{ _id: string; customer: { name: string } }> }>(
    '/api/reservations',
    token,
  );
  return {
    eventId: live._id,
    eventName: live.name,
    ticketId: tickets.data[0].ticketId,
    userName: users[0].firstName,
    transactionCode: transactions[0].transactionCode,
    approvedTransferId: transfers.find((t) => t.status === 'APPROVED')!._id,
    reservationId: reservations[0]._id,
    customerName: reservations[0].customer.name,
  };
}

const openContext = (size: 'desktop' | 'phone') => axePage(browser, size, server.baseUrl);

/** Every /api call of the page that the server did not have (404 "Not found"), but the capabilities question. */
function watchMissingCalls(page: Page): string[] {
  const missing: string[] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/') || res.status() !== 404) return;
    if (url.pathname === '/api/capabilities') return;
    const body = await res.json().catch(() => null);
    if (body?.message === 'Not found') missing.push(`${res.request().method()} ${url.pathname}`);
  });
  return missing;
}

/** The page shows its data and nothing that reads as a failure. */
async function expectHealthy(page: Page, shows: Locator, name: string, size: string) {
  await shows.filter({ visible: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
  await expect.poll(() => page.getByText(/Not found|Introuvable/).count(), { timeout: 1000 }).toBe(0);
  // No error notification of react-admin, no error alert of a screen.
  expect(await page.locator('.MuiAlert-standardError, .MuiAlert-filledError').count(), name).toBe(0);
  expect(
    await page
      .locator('.MuiSnackbarContent-root')
      .filter({ hasText: /error|erreur/i })
      .count(),
  ).toBe(0);
  expect(await blockingViolations(page), `${name}: axe`).toEqual([]);
  await snap(page, `spec-${name}-${size}`);
}

describe.each(['desktop', 'phone'] as const)("SPEC's API at %s width", (size) => {
  it('signs in, and every SPEC screen and menu entry shows its data', async () => {
    const demo = await readDemo();
    const { context, page } = await openContext(size);
    const missing = watchMissingCalls(page);
    await signIn(page);

    // The side menu offers no extension: every entry leads to a page that has data.
    if (size === 'phone') await page.getByRole('button', { name: /Open menu|Ouvrir le menu/ }).click();
    const menu = page.getByRole('menuitem');
    await page.getByRole('menuitem', { name: /Paiements|Payments/ }).waitFor();
    const entries = await menu.evaluateAll((items) =>
      items.map((i) => ({ text: (i.textContent ?? '').trim(), href: i.getAttribute('href') })),
    );
    expect(entries.map((e) => e.text).join(' | ')).not.toMatch(/Journal|Abonnements|Subscriptions/);
    if (size === 'phone') await page.keyboard.press('Escape');

    const screens: Array<[string, string, (p: Page) => Locator]> = [
      ['events', '/dashboard/events', (p) => p.getByText(demo.eventName)],
      ['event', `/dashboard/events/${demo.eventId}`, (p) => p.getByText(demo.eventName)],
      ['tickets', `/dashboard/events/${demo.eventId}/tickets`, (p) => p.getByText(demo.ticketId)],
      ['security', `/dashboard/events/${demo.eventId}/security`, (p) => p.getByText('Gate A')],
      [
        'statistics',
        `/dashboard/events/${demo.eventId}/statistics`,
        (p) => p.getByRole('heading', { name: `Statistics - ${demo.eventName}` }),
      ],
      ['ticket', `/dashboard/tickets/${demo.ticketId}`, (p) => p.getByText(demo.ticketId)],
      ['users', '/dashboard/users', (p) => p.getByText(demo.userName)],
      ['transactions', '/dashboard/transactions', (p) => p.getByText(demo.transactionCode)],
      [
        'bank-transfers',
        '/dashboard/bank-transfers',
        (p) => p.getByRole('link', { name: 'Voir la facture' }),
      ],
      ['fleet', '/dashboard/fleet', (p) => p.getByTestId('car-card')],
      ['reservations', '/dashboard/reservations', (p) => p.getByText(demo.customerName)],
      [
        'reservation',
        `/dashboard/reservations/${demo.reservationId}/show`,
        (p) => p.getByRole('dialog').getByText(demo.customerName),
      ],
      ['reports', '/dashboard/reports', (p) => p.getByTestId('kpi-collected').getByText(/TND/)],
      ['payments', '/dashboard/payments', (p) => p.getByRole('link', { name: /^INV-/ })],
      ['reservation-invoice', `/invoice/${demo.reservationId}`, (p) => p.getByText(/INV-[0-9A-F]{8}/)],
      ['transfer-invoice', `/facture/${demo.approvedTransferId}`, (p) => p.getByText(/TRF-/)],
    ];
    for (const [name, path, shows] of screens) {
      await page.goto(path);
      await expectHealthy(page, shows(page), name, size);
    }
    // Paiements and Reports say the same money: the reservations' payments.
    await page.goto('/dashboard/payments');
    const collected = page.getByTestId('payments-collected');
    await collected.getByText(/\d+,\d{3}\sTND/).waitFor();

    // Every menu entry, followed: none ends on "Not found" or back on the events list unasked.
    for (const entry of entries.filter((e) => e.href?.startsWith('/dashboard/'))) {
      await page.goto(entry.href!);
      await page.waitForURL((url) => url.pathname === entry.href);
      await expect.poll(() => page.getByText(/Not found|Introuvable/).count()).toBe(0);
    }
    expect(missing).toEqual([]);
    await context.close();
  });
});

describe.each(['desktop', 'phone'] as const)("SPEC's API: the password pages at %s width", (size) => {
  it("/forgot-password says the administrator resets passwords and keeps SPEC's way back", async () => {
    const { context, page } = await openContext(size);
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByText(/administrator/).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, `spec-forgot-password-${size}`);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
