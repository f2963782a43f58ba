import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO, launch, newPage, signIn, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('sign-in and dashboard shell', () => {
  it('demo sign-in lands on /dashboard, the Live Event card shows the live event, reload keeps the session, Logout returns to /', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard/);
    const card = page.getByTestId('live-event-card');
    await expect(card.getByText('Now Live')).toBeDefined();
    await card.getByText('Now Live').waitFor();
    await card.getByText('Festival International de Carthage — Soirée Malouf').waitFor();
    await card.getByText('Théâtre romain de Carthage').waitFor();
    await page.getByRole('menuitem', { name: 'Tickets' }).waitFor();
    await page.getByRole('menuitem', { name: 'Security' }).waitFor();
    await page.getByRole('menuitem', { name: 'Statistics' }).waitFor();
    await snap(page, 'dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.reload();
    await card.getByText('Now Live').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard/);

    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(/\/dashboard\/events\/[0-9a-f]{24}$/);

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it("the customer account sees 'Unauthorized' and stays signed out", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByLabel('Email').fill(DEMO.customer);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Unauthorized', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("a wrong password shows the server's message in the red box", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await snap(page, 'login-error');
    await context.close();
  });

  it('without a session, /dashboard/events redirects to /; unknown dashboard paths go to /dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard/events');
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page);
    await page.goto('/dashboard/no-such-page');
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/dashboard/');
    await context.close();
  });

  it('the forgot-password page answers with the neutral message', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    // The sign-in page stays on screen until the lazily loaded page has rendered.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill('someone@example.tn');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/forgot-password'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    await page
      .getByText('If an account exists for this email, a password reset link has been sent.')
      .waitFor();
    await context.close();
  });

  it('the language chosen on the sign-in page holds after a reload, on the dashboard and after signing out', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser, size);
      await page.goto('/');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      await page.getByRole('combobox').click();
      await page.getByRole('option', { name: 'Français', exact: true }).click();
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();

      await page.getByLabel('E-mail').fill(DEMO.email);
      await page.getByLabel('Mot de passe').fill(DEMO.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL(/\/dashboard/);
      // The events list's heading (the side menu is a closed drawer on a phone).
      const heading = page.getByRole('heading', { name: 'Événements', exact: true }).first();
      await heading.waitFor();
      await page.reload();
      await heading.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size === 'phone' ? 375 : 1366,
      );
      await snap(page, `language-dashboard-fr-${size}`);

      if (size === 'phone')
        await page
          .getByRole('button', { name: /Ouvrir le menu|Fermer le menu/ })
          .first()
          .click();
      await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
      await context.close();
    }
  });
});
