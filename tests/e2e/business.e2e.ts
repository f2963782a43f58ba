import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The platform users the demo seed prints as addable by phone. */
function addablePhones(): string[] {
  const line = inject('serverLog')
    .split('\n')
    .find((l) => l.includes('add them by phone'));
  return line
    ? (line.split(':').pop() ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [];
}

const normal = (s: string | null) => (s ?? '').replace(/\s/g, ' ');
const counter = async (page: Page, id: string) => normal(await page.getByTestId(id).textContent());

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.json();
  }, path) as Promise<T>;
}

/** Pages of a PDF made by Chromium: '/Type /Page' objects, not the '/Type /Pages' tree. */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describe('business lists on a 375 px phone', () => {
  it('users, transactions and bank transfers fit the screen (no horizontal scroll), as cards', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signIn(page);
    const screens = [
      { path: 'users', ready: page.getByText('Number of Users'), shot: 'business-users-phone' },
      {
        path: 'transactions',
        ready: page.getByText('Completed').first(),
        shot: 'business-transactions-phone',
      },
      {
        path: 'bank-transfers',
        ready: page.getByTestId('bank-transfer').first(),
        shot: 'business-bank-transfers-phone',
      },
    ];
    for (const s of screens) {
      await page.goto(`/dashboard/${s.path}`);
      await s.ready.waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, s.path).toBeLessThanOrEqual(375);
      expect(await page.locator('table').count(), s.path).toBe(0);
      await snap(page, s.shot);
    }
    await context.close();
  });
});

describe('business accounts journey', () => {
  it('add a user by phone → add funds → bulk funds → transactions → delete, with the money exact everywhere', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL(/\/dashboard\/users$/);
    await page.getByText('Number of Users').waitFor();
    await page.getByTestId('users-count').getByText('30').waitFor();
    await expect.poll(() => counter(page, 'business-balance')).toBe('25 000,000 TND');
    await snap(page, 'business-users');

    // Add New User: the lookup fires at 8 digits and previews the platform user.
    const phone = addablePhones()[0];
    expect(phone).toMatch(/^\d{8}$/);
    await page.getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New User' });
    // Every lookup the page asks for: at 7 digits none, at 8 exactly one, for the 8 digits.
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/business/lookup/')) lookups.push(r.url());
    });
    await addDialog.getByLabel('Phone').fill(phone.slice(0, 7));
    await addDialog.getByLabel('Phone').fill(phone);
    const preview = addDialog.getByTestId('lookup-preview');
    await preview.waitFor();
    expect(lookups).toEqual([expect.stringMatching(new RegExp(`/api/business/lookup/${phone}$`))]);
    const name = (await preview.locator('p').first().textContent())!.trim();
    await snap(page, 'business-add-user');
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('User created successfully').waitFor();
    await page.getByTestId('users-count').getByText('31').waitFor();

    // Add Funds to the new user.
    const newRow = page.locator('tr', { hasText: phone });
    await newRow.getByRole('button', { name: 'Add Funds' }).click();
    const funds = page.getByRole('dialog', { name: 'Add Funds' });
    await funds.getByLabel('Amount (TND)').fill('12.345');
    await snap(page, 'business-add-funds');
    await funds.getByRole('button', { name: 'Add Funds' }).click();
    await page.getByText('Funds added successfully').waitFor();
    await expect.poll(() => counter(page, 'business-balance')).toBe('24 987,655 TND');
    await expect.poll(async () => normal(await newRow.textContent())).toContain('12,345 TND');

    // Bulk Add Funds to three checked users (the new one and two seeded ones).
    const rows = page.locator('tbody tr');
    await newRow.getByRole('checkbox').check();
    const others = rows.filter({ hasNot: page.getByText(phone) });
    const otherPhones: string[] = [];
    for (const i of [0, 1]) {
      await others.nth(i).getByRole('checkbox').check();
      otherPhones.push((await others.nth(i).locator('td').nth(2).textContent())!.trim());
    }
    const before = await api<Array<{ phoneNumber: string; balance: number }>>(
      page,
      '/api/business/get_users',
    );
    await page.getByRole('button', { name: 'Bulk Add Funds' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Add Funds' });
    await bulk.getByText('3 users selected').waitFor();
    await bulk.getByLabel('Amount per user (TND)').fill('1.5');
    await expect
      .poll(async () => normal(await bulk.getByTestId('bulk-total').textContent()))
      .toBe('Total: 4,500 TND');
    await snap(page, 'business-bulk-funds');
    await bulk.getByRole('button', { name: 'Add Funds to All' }).click();
    await page.getByText('Bulk funds transfer completed successfully').waitFor();
    await expect.poll(() => counter(page, 'business-balance')).toBe('24 983,155 TND');
    const after = await api<Array<{ phoneNumber: string; balance: number }>>(page, '/api/business/get_users');
    for (const p of [phone, ...otherPhones]) {
      const b = before.find((u) => u.phoneNumber === p)!.balance;
      const a = after.find((u) => u.phoneNumber === p)!.balance;
      expect(Math.round(a * 1000) - Math.round(b * 1000), p).toBe(1500);
    }
    const me = await api<{ balance: number }>(page, '/api/users/me');
    expect(me.balance).toBe(24983.155);

    // The transactions appear in the history, searchable by the receiver's name.
    await page.getByRole('menuitem', { name: 'Transactions' }).click();
    await page.waitForURL(/\/dashboard\/transactions$/);
    const txSearch = page.getByRole('searchbox', { name: 'Sender, receiver or description' });
    await page.locator('tbody tr').first().waitFor();
    await txSearch.fill(name);
    await txSearch.press('Enter');
    await expect.poll(async () => page.locator('tbody tr').count()).toBe(2);
    const amounts = (await page.locator('tbody tr').allTextContents()).map(normal);
    expect(amounts.some((t) => t.includes('−12,345 TND') && t.includes('Completed'))).toBe(true);
    expect(amounts.some((t) => t.includes('−1,500 TND'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('transactionSearchHistory'))).toContain(name);
    // CSV export of the filtered history.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const bytes = await (await import('node:fs/promises')).readFile((await download.path())!);
    // UTF-8 with a byte-order mark, so a spreadsheet reads the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    const lines = csv.split('\r\n').map(normal);
    expect(lines[0]).toBe('Transaction Code,Type,Amount (TND),Sender,Receiver,Description,Date,Status');
    expect(lines).toHaveLength(3);
    expect(normal(csv)).toContain(',Sent,-12.345,');
    expect(normal(csv)).toContain(',Sent,-1.5,');
    await txSearch.fill('');
    await expect.poll(async () => page.locator('tbody tr').count()).toBe(25);
    await snap(page, 'business-transactions');

    // Delete the user: gone from the list, account untouched.
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.locator('tr', { hasText: phone }).getByRole('button', { name: 'Delete' }).click();
    const del = page.getByRole('dialog', { name: 'Delete User' });
    await del.getByText(`Are you sure you want to delete ${name}? This action cannot be undone.`).waitFor();
    await del.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User deleted successfully').waitFor();
    await page.getByTestId('users-count').getByText('30').waitFor();
    expect(await page.locator('tr', { hasText: phone }).count()).toBe(0);
    await context.close();
  });

  it("'Virements bancaires' lists every status; 'Voir la facture' opens the transfer invoice, printed on one A4 page", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.getByRole('menuitem', { name: 'Virements bancaires' }).click();
    await page.waitForURL(/\/dashboard\/bank-transfers$/);
    const transfers = page.locator('tbody tr');
    await transfers.first().waitFor();
    expect(await transfers.count()).toBe(8);
    for (const label of ['En attente', 'Approuvé', 'Rejeté'])
      expect(await page.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    await snap(page, 'business-bank-transfers');
    const first = transfers.first();
    const [invoice] = await Promise.all([
      context.waitForEvent('page'),
      first.getByRole('link', { name: 'Voir la facture' }).click(),
    ]);
    await invoice.waitForURL(/\/facture\/[0-9a-f]{24}$/);
    const id = invoice.url().split('/').pop()!;
    await invoice.getByTestId('invoice-totals').waitFor();
    expect(await invoice.title()).toBe(`Facture-TRF-${id.slice(-6)}`);
    const transfer = await api<{ amount: number }>(page, `/api/business/bank_transfers/${id}`);
    const vat = Math.round(transfer.amount * 1000 * 0.19);
    const totals = normal(await invoice.getByTestId('invoice-totals').textContent());
    const fmt = (m: number) =>
      normal(new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3 }).format(m / 1000));
    expect(totals).toContain(`Total TTC${fmt(Math.round(transfer.amount * 1000) + vat)} TND`);
    await invoice.setViewportSize({ width: 1366, height: 1400 });
    await snap(invoice, 'business-transfer-invoice');
    await invoice.emulateMedia({ media: 'print' });
    expect(await invoice.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
    const pdf = await invoice.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPages(pdf)).toBe(1);
    await context.close();
  });

  it('the subscription invoice prints on one A4 page with net + VAT = total; without a session only the proof shows', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const payments = await api<
      Array<{ _id: string; paymentNumber: string; amount: number; customerFullName: string }>
    >(page, '/api/subscription/payments');
    expect(payments).toHaveLength(6);
    const p = payments[0];
    await page.goto(`/invoices/${p._id}`);
    await page.getByTestId('invoice-totals').waitFor();
    expect(await page.title()).toBe(`Facture-${p.paymentNumber}`);
    await page.getByText(p.customerFullName).waitFor();
    const totals = normal(await page.getByTestId('invoice-totals').textContent());
    const m = Math.round(p.amount * 1000);
    const net = Math.round((m * 100) / 119);
    const fmt = (x: number) =>
      normal(new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3 }).format(x / 1000));
    expect(totals).toContain(`Total HT${fmt(net)} TND`);
    expect(totals).toContain(`TVA (19 %)${fmt(m - net)} TND`);
    expect(totals).toContain(`Total TTC${fmt(m)} TND`);
    expect(await page.getByTestId('invoice-qr').getAttribute('height')).toBe('120');
    await page.setViewportSize({ width: 1366, height: 1400 });
    await snap(page, 'business-subscription-invoice');
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPages(pdf)).toBe(1);

    // Scanned from paper, without a session: number, date, issuer and total only.
    const anon = await newPage(browser, 'phone');
    await anon.page.goto(`/invoices/${p._id}`);
    await anon.page.getByTestId('invoice-public').waitFor();
    expect(normal(await anon.page.getByTestId('invoice-totals').textContent())).toContain(
      `Total TTC${fmt(m)} TND`,
    );
    expect(await anon.page.getByText(p.customerFullName).count()).toBe(0);
    await anon.page.getByText('Plateforme Billetterie & Mobilité Tunisie SA').first().waitFor();
    await snap(anon.page, 'business-invoice-public-phone');
    await anon.context.close();
    await context.close();
  });
});
