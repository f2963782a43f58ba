import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO, baseUrl, launch, newPage, signIn, snap } from './browser';

/**
 * Client side of the reliability issue: hostile text is shown as text (no script runs), a 401 on
 * any screen signs the user out cleanly, and a network failure shows SPEC's error state.
 */
const XSS_NAME = '<img src=x onerror="window.__xss=(window.__xss||0)+1">';
const XSS_NOTE = '<script>window.__xss=1</script> javascript:window.__xss=1';

let browser: Browser;
let token = '';
const ids: { eventId?: string; carId?: string; reservationId?: string } = {};

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(baseUrl() + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixture answers
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launch();
  token = (await call('POST', '/api/auth/login', DEMO)).body.token as string;
  const event = await call('POST', '/api/events', {
    name: XSS_NAME,
    description: XSS_NOTE,
    category: 'music',
    color: '#3B82F6',
    location: { name: XSS_NAME, address: 'Tunis', coordinates: { latitude: 36.8, longitude: 10.18 } },
    // Upcoming, not live: other e2e files share this server and expect the demo's live event in the menu card.
    startDate: day(2),
    endDate: day(4),
    startTime: '00:00',
    endTime: '23:59',
    isActive: true,
    priceTiers: [{ name: 'General', price: 10, totalTickets: 50, description: XSS_NOTE }],
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  ids.eventId = (event.body.data?._id ?? event.body._id) as string;
  const ticket = await call('POST', `/api/tickets/event/${ids.eventId}`, {
    customerInfo: { firstName: XSS_NAME, lastName: 'Test', phoneNumber: '22123456' },
    priceTier: 'General',
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const car = await call('POST', '/api/rental-cars/fleet', {
    mark: XSS_NAME,
    model: 'XSS',
    year: 2023,
    color: 'Gris',
    licensePlate: '123 TU 4567',
    condition: 'good',
    dailyRate: 90,
    securityDeposit: 300,
    features: ['<b>bold</b>'],
    description: XSS_NOTE,
    seatingCapacity: 5,
  });
  expect(car.status, JSON.stringify(car.body)).toBeLessThan(300);
  ids.carId = (car.body.car?._id ?? car.body.data?._id ?? car.body._id) as string;
  const reservation = await call('POST', '/api/reservations', {
    customer: { name: XSS_NAME, email: 'xss@test.tn', phone: '22123456', licenseNumber: 'TN-1' },
    carId: ids.carId,
    pickupDate: day(30),
    returnDate: day(32),
    pickupLocation: XSS_NAME,
    returnLocation: 'Tunis',
    notes: XSS_NOTE,
  });
  expect(reservation.status, JSON.stringify(reservation.body)).toBeLessThan(300);
  ids.reservationId = (reservation.body.data?._id ?? reservation.body._id) as string;
});
afterAll(() => browser?.close());

/** Fails the test when any script of the payloads ran or a dialog opened. */
async function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  return async (where: string) => {
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0),
      `${where}: a payload ran`,
    ).toBe(0);
    expect(await page.locator('img[src="x"]').count(), `${where}: the payload became an element`).toBe(0);
    expect(dialogs, where).toEqual([]);
  };
}

describe('reliability in the browser', () => {
  it('names and notes holding HTML and javascript: URLs are shown as text on every screen; no script runs', async () => {
    const { context, page } = await newPage(browser);
    const check = await guard(page);
    await signIn(page);
    const screens = [
      '/dashboard/events',
      `/dashboard/events/${ids.eventId}`,
      `/dashboard/events/${ids.eventId}/tickets`,
      `/dashboard/events/${ids.eventId}/statistics`,
      `/dashboard/events/${ids.eventId}/security`,
      '/dashboard/fleet',
      '/dashboard/reservations',
    ];
    for (const path of screens) {
      await page.goto(path);
      if (path !== `/dashboard/events/${ids.eventId}/security`) {
        await page
          .getByText(XSS_NAME)
          // any visible occurrence: the first match in the DOM may be a hidden copy (menu, title portal)
          .filter({ visible: true })
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(async (err: Error) => {
            await snap(page, 'reliability-xss-missing');
            throw new Error(`${path}: ${err.message}`);
          });
      }
      // Every image has loaded or failed: an injected onerror would have run by then.
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
      await check(path);
    }
    await page.goto(`/invoice/${ids.reservationId}`);
    await page.getByText(XSS_NAME).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
    await check('reservation invoice');
    await snap(page, 'reliability-xss-invoice');
    await context.close();
  });

  it('the API refuses javascript: URLs where a URL is expected', async () => {
    const res = await call('POST', '/api/events', {
      name: 'Bad image',
      description: 'x',
      category: 'music',
      image: 'javascript:alert(1)',
      location: { name: 'x', address: 'x', coordinates: { latitude: 0, longitude: 0 } },
      startDate: day(5),
      endDate: day(5),
      startTime: '10:00',
      endTime: '11:00',
      priceTiers: [{ name: 'General', price: 0, totalTickets: 1 }],
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('a 401 on any screen signs the user out cleanly (token removed, back to the sign-in page)', async () => {
    // From each screen, the next call of an in-app navigation is answered 401 (token expired or revoked).
    const hops: Array<[string, string]> = [
      ['/dashboard/events', 'Transactions'],
      ['/dashboard/users', 'Events'],
      ['/dashboard/fleet', 'Virements bancaires'],
      ['/dashboard/bank-transfers', 'Flotte'],
    ];
    for (const [path, next] of hops) {
      const { context, page } = await newPage(browser);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await signIn(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.route('**/api/**', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Session expired, please sign in again' }),
        }),
      );
      // A background call of the page may meet the 401 first and sign out before the click lands:
      // either way the user must end on the sign-in page.
      await page
        .getByRole('menuitem', { name: next })
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token')), path).toBeNull();
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it("a network failure on bank transfers shows 'Erreur lors du chargement des virements' with 'Réessayer', and retry recovers", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.route('**/api/business/bank_transfers', (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard/bank-transfers');
    await page.getByText('Erreur lors du chargement des virements').waitFor({ timeout: 20_000 });
    await snap(page, 'reliability-bank-transfers-offline');
    await page.unroute('**/api/business/bank_transfers');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page
      .getByText('Erreur lors du chargement des virements')
      .waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByText('Voir la facture').first().waitFor({ timeout: 20_000 });
    await context.close();
  });

  it("a network failure on the events list shows 'Failed to fetch events', never a blank screen", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.route(/\/api\/events(\?.*)?$/, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard/events');
    await page.getByText('Failed to fetch events').first().waitFor({ timeout: 20_000 });
    // The shell (menu) is still there: not a blank screen.
    await page.getByRole('menuitem', { name: 'Events' }).first().waitFor();
    await snap(page, 'reliability-events-offline');
    await context.close();
  });
});
