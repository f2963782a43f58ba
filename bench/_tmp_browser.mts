import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/support/chromiumFlags';
const base = 'http://127.0.0.1:4791';
const out = '/tmp/rafound_shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
for (const [size, vp] of [['desktop', { width: 1366, height: 860 }], ['phone', { width: 375, height: 740 }]] as const) {
  const context = await browser.newContext({ viewport: vp, isMobile: size === 'phone', hasTouch: size === 'phone' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text().slice(0, 200)}`); });
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.screenshot({ path: `${out}/${size}-login-default.png` });
  // switch to French on the public page, reload
  await page.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Français', exact: true }).click();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  console.log(size, 'login French after reload: ok; stored', await page.evaluate(() => localStorage.getItem('RaStore.locale')));
  await page.screenshot({ path: `${out}/${size}-login-fr-reloaded.png` });
  // sign in
  await page.getByLabel(/E-?mail/i).fill('demo@ticketing.tn');
  await page.getByLabel(/Mot de passe/i).fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByText('Jazz', { exact: false }).first().waitFor({ timeout: 20000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${size}-dashboard-fr.png` });
  // Switch dashboard to English via app bar
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitem', { name: 'English', exact: true }).click();
  await page.waitForTimeout(800);
  await page.reload();
  await page.waitForTimeout(2500);
  console.log(size, 'after dashboard switch to English + reload, stored', await page.evaluate(() => localStorage.getItem('RaStore.locale')), 'Language button:', await page.getByRole('button', { name: 'Language' }).count());
  await page.screenshot({ path: `${out}/${size}-dashboard-en-reloaded.png` });
  console.log(size, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
  // back to default and invoice page
  await page.evaluate(() => localStorage.setItem('RaStore.locale', '"default"'));
  await page.goto(`${base}/invoice/96d60e88d2e8807913c3ef2e`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${out}/${size}-invoice-default.png`, fullPage: false });
  console.log(size, 'invoice text:', (await page.locator('body').innerText()).slice(0, 200).replace(/\n/g, ' | '));
  console.log(size, 'errors:', errors.slice(0, 8));
  await context.close();
}
await browser.close();
