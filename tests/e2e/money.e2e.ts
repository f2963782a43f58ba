import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
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

  it('Paiements, Journal, Abonnements and the statement fit a 375 px phone', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signIn(page);
    for (const [path, text] of [
      ['/dashboard/payments', 'Totaux de la période'],
      ['/dashboard/journal', 'Fonds ajoutés'],
      ['/dashboard/subscriptions', 'SUB-'],
      ['/dashboard/users/statement', 'Closing balance'],
    ]) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    await snap(page, 'money-subscriptions-phone');
    await context.close();
  });

  it('in a browser on New York time, Journal and Paiements show Tunis times, and Export downloads the whole journal past one server page', async () => {
    const { context, page } = await newPage(browser, 'desktop', 'America/New_York');
    await signIn(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    // A journal longer than one server page (1,000 rows): each bulk transfer to every user writes one
    // entry per balance touched.
    const users = await api<Array<{ phoneNumber: string }>>(page, '/api/business/get_users');
    const phoneNumbers = users.map((u) => u.phoneNumber);
    const pageOf = async () => {
      const res = await page.evaluate(async () => {
        const r = await fetch('/api/journal?range=[0,0]&sort=["createdAt","DESC"]', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return {
          range: r.headers.get('Content-Range'),
          rows: (await r.json()) as Array<{ createdAt: string }>,
        };
      });
      return { total: Number(res.range?.split('/')[1]), newest: res.rows[0] };
    };
    while ((await pageOf()).total <= 1000) {
      await api(page, '/api/business/bulk_add_funds', {
        method: 'POST',
        body: { phoneNumbers, amount: 0.001, description: 'Export e2e' },
      });
    }
    const { total, newest } = await pageOf();
    const tunis = (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat('fr-FR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
      }).format(new Date(iso));

    await page.goto('/dashboard/journal');
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.getByText('Export e2e').waitFor();
    const rowText = (await firstRow.textContent()) ?? '';
    expect(rowText).toContain(tunis(newest.createdAt, 'Africa/Tunis'));
    expect(rowText).not.toContain(tunis(newest.createdAt, 'America/New_York'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines.length - 1).toBe(total);

    const payments = await api<Array<{ paidAt: string }>>(
      page,
      '/api/payments?range=[0,0]&sort=["paidAt","DESC"]',
    );
    await page.goto('/dashboard/payments');
    const paymentRow = page.getByRole('row').nth(1);
    await paymentRow.getByText(tunis(payments[0].paidAt, 'Africa/Tunis')).waitFor();
    expect(await paymentRow.textContent()).not.toContain(tunis(payments[0].paidAt, 'America/New_York'));
    await context.close();
  });
});
