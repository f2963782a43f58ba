import { chromium, type Page } from 'playwright-core';
import { startE2eServer } from '../tests/e2e/server';
import { CHROMIUM_ARGS } from '../tests/support/chromiumFlags';

const out = '/tmp/shots';
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 375, height: 740 } } as const;

async function login(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password|mot de passe/i).first().fill('demo1234');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/);
}

const server = await startE2eServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
try {
  for (const [size, viewport] of Object.entries(sizes).slice(0, 1)) {
    for (const who of ['demo@ticketing.tn', 'rental@ticketing.tn', 'accounts@ticketing.tn']) {
      const ctx = await browser.newContext({ viewport });
      const page = await ctx.newPage();
      page.on('response', (r) => r.status() === 403 && console.log(`[${who} ${size}] 403`, r.url()));
      page.on('console', (m) => m.type() === 'error' && console.log(`[${who} ${size}] console:`, m.text()));
      await login(page, server.baseUrl, who);
      const tag = who.split('@')[0];
      const routes =
        tag === 'demo'
          ? ['members', 'approvals', 'events', 'users']
          : tag === 'rental'
            ? ['fleet', 'events']
            : ['users', 'approvals', 'journal', 'fleet'];
      for (const r of routes) {
        await page.goto(`${server.baseUrl}/dashboard/${r}`);
        await page.waitForLoadState('networkidle');
        if (size === 'desktop' || r === routes[0]) {
          await page.screenshot({ path: `${out}/${tag}-${r}-${size}.png` });
        }
        if (size === 'phone' && r === routes[0]) {
          await page.getByRole('button', { name: /open menu|ouvrir le menu|menu/i }).first().click().catch(() => undefined);
          await page.waitForTimeout(600);
          await page.screenshot({ path: `${out}/${tag}-menu-${size}.png` });
          await page.keyboard.press('Escape');
        }
      }
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
