import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, signIn } from './browser';
import { blockingViolations } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Size = 'desktop' | 'phone';
type Locale = 'default' | 'en' | 'fr';
const LOCALES: Locale[] = ['default', 'en', 'fr'];

/** A signed-in page at 1366 or 375 px; CSP bypassed so that axe can be injected. */
async function openPage(size: Size): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: size === 'phone' ? { width: 375, height: 740 } : { width: 1366, height: 860 },
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

async function setLocale(page: Page, locale: Locale) {
  await page.evaluate((l) => localStorage.setItem('RaStore.locale', JSON.stringify(l)), locale);
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.json();
  }, path) as Promise<T>;
}

/**
 * The placeholders cut off: each one measured in its box's own font against the room its input
 * has (the text of the placeholder, for the failure message).
 */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((input) => input.getBoundingClientRect().width > 0 && input.placeholder)
      .filter((input) => {
        const style = getComputedStyle(input);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return canvas.measureText(input.placeholder).width > room + 0.5;
      })
      .map((input) => input.placeholder);
  });
}

async function pageWidth(page: Page): Promise<[number, number]> {
  return page.evaluate(() => [document.documentElement.scrollWidth, innerWidth] as [number, number]);
}

describe.each(['desktop', 'phone'] as const)('the desk screens on %s', (size) => {
  let page: Page;
  let eventId = '';
  beforeAll(async () => {
    page = await openPage(size);
    eventId = (await api<{ data: Array<{ _id: string }> }>(page, '/api/events?page=1&limit=10')).data[0]._id;
  });
  afterAll(() => page?.context().close());

  it('every search placeholder fits its box, in each language, and no screen is wider than the window', async () => {
    const screens = [
      '/dashboard/users',
      '/dashboard/transactions',
      '/dashboard/bank-transfers',
      '/dashboard/subscriptions',
      '/dashboard/payments',
      '/dashboard/fleet',
      `/dashboard/events/${eventId}/tickets`,
      `/dashboard/events/${eventId}/security`,
    ];
    const cut: string[] = [];
    for (const locale of LOCALES) {
      await setLocale(page, locale);
      for (const path of screens) {
        await page.goto(path);
        await page.locator('input[placeholder]').first().waitFor();
        for (const text of await cutPlaceholders(page)) cut.push(`${locale} ${path}: '${text}'`);
        const [scroll, inner] = await pageWidth(page);
        expect(scroll, `${locale} ${path}: page width`).toBeLessThanOrEqual(inner);
      }
    }
    expect(cut).toEqual([]);
  }, 300_000);

  it('the screens of the desk are axe-clean in each language', async () => {
    const subscriptions = await api<Array<{ id: string }>>(page, '/api/subscriptions');
    const screens: Array<[string, (p: Page) => Promise<void>]> = [
      ['/dashboard/users', (p) => p.getByRole('searchbox').first().waitFor()],
      [
        '/dashboard/transactions',
        async (p) => {
          await p.getByRole('button', { name: /^(Advanced Search|Recherche avancée)$/ }).click();
          await p.getByRole('region', { name: /^(Advanced Search|Recherche avancée)$/ }).waitFor();
        },
      ],
      ['/dashboard/bank-transfers', (p) => p.getByRole('searchbox').first().waitFor()],
      ['/dashboard/subscriptions', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
      [`/dashboard/events/${eventId}/security`, (p) => p.getByRole('heading', { level: 1 }).waitFor()],
      [`/invoices/${subscriptions[0].id}`, (p) => p.getByRole('heading', { level: 1 }).waitFor()],
    ];
    const violations: string[] = [];
    for (const locale of LOCALES) {
      await setLocale(page, locale);
      for (const [path, ready] of screens) {
        await page.goto(path);
        await ready(page);
        for (const v of await blockingViolations(page)) violations.push(`${locale} ${path}: ${v}`);
      }
    }
    expect(violations).toEqual([]);
  }, 300_000);

  it("in the default locale, a French screen has react-admin's controls in French, an English one in English", async () => {
    await setLocale(page, 'default');
    await page.goto('/dashboard/payments');
    await page
      .getByRole('heading', { name: 'Paiements' })
      .or(page.getByText('Totaux de la période'))
      .first()
      .waitFor();
    expect(await page.getByPlaceholder('Rechercher', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Exporter' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Export', exact: true }).count()).toBe(0);
    if (size === 'desktop') {
      await page.getByText('Lignes par page :').waitFor();
      expect(await page.getByText('Rows per page').count()).toBe(0);
    }
    await page.goto('/dashboard/fleet');
    await page.getByRole('button', { name: 'Ajouter un filtre' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add filter' }).count()).toBe(0);
    await page.goto('/dashboard/users');
    await page.getByRole('button', { name: 'Export', exact: true }).waitFor();
  });

  it("in Français, the events' dates are French; in the default locale they are en-US", async () => {
    await setLocale(page, 'fr');
    await page.goto('/dashboard/events');
    // '17 décembre 2026 à 20:00', not 'December 17, 2026, 8:00 PM'.
    await page
      .getByText(/^\d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/)
      .first()
      .waitFor();
    expect(await page.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).count()).toBe(0);
    await setLocale(page, 'default');
    await page.goto('/dashboard/events');
    await page
      .getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)
      .first()
      .waitFor();
  });
});

describe('on a 375 px phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage('phone');
  });
  afterAll(() => page?.context().close());

  it("the subscription invoice fits, 'Montant TTC' included", async () => {
    await setLocale(page, 'default');
    const [first] = await api<Array<{ id: string }>>(page, '/api/subscriptions');
    await page.goto(`/invoices/${first.id}`);
    const header = page.getByRole('columnheader', { name: 'Montant TTC' });
    await header.waitFor();
    const [scroll, inner] = await pageWidth(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  it('Users: the bulk bar counts, unselects and selects all, and stays in the flow above the cards', async () => {
    await setLocale(page, 'en');
    await page.goto('/dashboard/users');
    const cards = page.getByRole('checkbox', { name: /^(?!Select all)/ });
    await cards.first().click();
    await page.getByText('1 item selected').waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await page.getByText(/^\d+ items selected$/).waitFor();
    const bar = page.getByRole('button', { name: 'Unselect' });
    expect(await bar.isVisible()).toBe(true);
    // Scrolled down, the bar does not float over the cards: it has left the screen with the top.
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await bar.boundingBox())?.y ?? -1).toBeLessThan(0);
    await bar.scrollIntoViewIfNeeded();
    await bar.click();
    await expect.poll(() => page.getByText(/items? selected$/).count()).toBe(0);
  });
});
