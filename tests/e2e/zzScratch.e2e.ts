import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('scratch screenshots', async () => {
  for (const width of [1366, 375]) {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/dashboard/users');
    await page.getByText('Number of Users').waitFor();
    await page.screenshot({ path: `/tmp/ledger/users-${width}.png` });
    await page.getByRole('link', { name: /^Statement — / }).first().click();
    await page.getByTestId('statement-closing').waitFor();
    await page.screenshot({ path: `/tmp/ledger/statement-${width}.png`, fullPage: true });
    await page.goto('/dashboard/transactions');
    await page.getByRole('button', { name: /^Reverse / }).first().waitFor();
    await page.getByRole('button', { name: /^Reverse / }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `/tmp/ledger/reverse-${width}.png` });
    await context.close();
  }
});
