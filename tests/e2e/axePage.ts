import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The journeys' two screen sizes: a desktop and a phone. */
export const SIZES = { desktop: { width: 1366, height: 860 }, phone: { width: 375, height: 740 } } as const;

/**
 * A new context (fresh storage) at desktop or phone size that lets axe-core in: it is injected as a
 * script, which the app's Content-Security-Policy refuses otherwise.
 */
export async function axePage(
  browser: Browser,
  size: keyof typeof SIZES,
  /** A journey's own server (a SPEC-only profile, say); else the suite's. */
  base: string = baseUrl(),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: SIZES[size],
    deviceScaleFactor: 1,
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('[pageerror]', err.message));
  return { context, page };
}
