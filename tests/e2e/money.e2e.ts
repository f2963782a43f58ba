import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn, snap } from './browser';

/** Issue 18 as a new user meets it on the demo data: invoices, the journal, the money lists on a phone. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ p, method, body }) => {
      const res = await fetch(p, {
        method: method ?? 'GET',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json();
    },
    { p: path, method: init.method, body: init.body },
  ) as Promise<T>;
}

describe('money journey', () => {
  it('a subscription invoice is two clicks away and names the platform as issuer', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Subscriptions' }).click();
    await page.waitForURL(/\/dashboard\/subscriptions$/);
    const [invoice] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /^View the invoice/ })
        .first()
        .click(),
    ]);
    await invoice.waitForURL(/\/invoices\/[0-9a-f]{24}$/);
    await invoice.getByTestId('invoice-totals').waitFor();
    await invoice.getByText('Plateforme Billetterie & Mobilité Tunisie SA').waitFor();
    await context.close();
  });

  it('a rejected transfer has no invoice link and /facture says there is no invoice', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/dashboard/bank-transfers');
    const invoiceLinks = page.getByRole('link', { name: 'Voir la facture' }).filter({ visible: true });
    await invoiceLinks.first().waitFor();
    const transfers = await api<Array<{ _id: string; status: string }>>(page, '/api/business/bank_transfers');
    const links = await invoiceLinks.count();
    expect(links).toBe(transfers.filter((t) => t.status === 'APPROVED').length);
    const rejected = transfers.find((t) => t.status === 'REJECTED')!;
    await page.goto(`/facture/${rejected._id}`);
    await page
      .getByText(
        "Il n'y a pas de facture pour ce virement : il est rejeté. Seul un virement approuvé est facturé.",
      )
      .waitFor();
    expect(await page.getByTestId('invoice-totals').count()).toBe(0);
    await context.close();
  });

  it('funds added in the session appear in the Journal with who did it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const users = await api<Array<{ phoneNumber: string }>>(page, '/api/business/get_users');
    await api(page, '/api/business/add_funds', {
      method: 'POST',
      body: { phoneNumber: users[0].phoneNumber, amount: 1.5, description: 'Journal e2e' },
    });
    await page.getByRole('menuitem', { name: 'Journal' }).click();
    await page.waitForURL(/\/dashboard\/journal$/);
    const row = page.getByRole('row', { name: /Journal e2e/ }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('demo@ticketing.tn');
    await snap(page, 'money-journal');
    await context.close();
  });

  it('Paiements, Journal and Abonnements fit a 375 px phone', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signIn(page);
    for (const [path, text] of [
      ['/dashboard/payments', 'Totaux de la période'],
      ['/dashboard/journal', 'Fonds ajoutés'],
      ['/dashboard/subscriptions', 'SUB-'],
    ]) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    await snap(page, 'money-subscriptions-phone');
    await context.close();
  });
});
