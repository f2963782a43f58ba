import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../support/chromiumFlags';
import { guardConsole } from './consoleGuard';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  }).trim();
}

/** Debian's Chromium; every page it opens is watched for console errors (./consoleGuard.ts). */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return guardConsole(
    await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...extraArgs] }),
  );
}

export const baseUrl = () => inject('baseUrl');

export const DEMO = { email: 'demo@ticketing.tn', password: 'demo1234', customer: 'customer@ticketing.tn' };

/** A new context (fresh storage) at desktop or phone size. */
export async function newPage(
  browser: Browser,
  size: 'desktop' | 'phone' = 'desktop',
  /** The browser's own clock zone (the business's clock is the server's `TIME_ZONE`). */
  timezoneId?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    timezoneId,
    viewport: size === 'phone' ? { width: 375, height: 740 } : { width: 1366, height: 860 },
    deviceScaleFactor: 1,
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('[pageerror]', err.message));
  return { context, page };
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Screenshots land in test-results/ for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: false });
}
