import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO, launch, newPage } from './browser';

/**
 * Keyboard only: no click, no mouse. Tab, Shift+Tab, Enter, Space and Escape reach everything a
 * sign-in, an event and a door admission need, with a focus ring that can be seen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Focused = {
  tag: string;
  text: string;
  type: string | null;
  href: string | null;
  placeholder: string | null;
};

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    return {
      tag: el.tagName,
      text: (el.textContent ?? '').trim(),
      type: el.getAttribute('type'),
      href: el.getAttribute('href'),
      placeholder: el.getAttribute('placeholder'),
    };
  });
}

/** Presses Tab until the focused element passes `test` (at most `max` times; none if it already does). */
async function tabTo(page: Page, test: (f: Focused) => boolean, what: string, max = 80): Promise<void> {
  const now = await focused(page);
  if (now && test(now)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f && test(f)) return;
  }
  throw new Error(`Tab never reached ${what} within ${max} presses`);
}
const button = (label: string) => (f: Focused) => f.tag === 'BUTTON' && f.text === label;

/** The focused element shows a ring at least 2 px wide (or a visible box shadow). */
async function focusRingVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
}

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

describe('keyboard only', () => {
  it('signs in, opens an event, and on the scanner logs in and admits two tickets in a row', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await tabTo(page, (f) => f.type === 'email', 'the email field');
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard/);

    // An event's details, reached by Tab from the top of the page.
    await page
      .getByText(/Festival/)
      .first()
      .waitFor();
    await tabTo(page, (f) => /\/dashboard\/events\/[0-9a-f]{24}$/.test(f.href ?? ''), "an event's link");
    expect(await focusRingVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/events\/[0-9a-f]{24}$/);
    const eventId = new URL(page.url()).pathname.split('/').pop()!;

    // Gate A's scanner link, as the organiser hands it out.
    const auth = await token(page);
    const agents = await page.evaluate(
      async ([id, t]) =>
        (
          await fetch(`/api/security-agents/event/${id}`, { headers: { Authorization: `Bearer ${t}` } })
        ).json(),
      [eventId, auth],
    );
    const gateA = (agents.data.data as Array<{ name: string; agentId: string }>).find(
      (a) => a.name === 'Gate A',
    );
    expect(gateA, 'the opened event has the demo agent Gate A').toBeTruthy();
    await context.close();

    const phone = await newPage(browser, 'phone');
    const p = phone.page;
    await p.goto(`/security-scanner/${gateA!.agentId}`);
    await p.getByRole('heading', { name: 'Security Scanner' }).waitFor();
    await tabTo(p, (f) => f.type === 'password', 'the password field');
    await p.keyboard.type('agent123');
    await p.keyboard.press('Enter');
    await p.getByPlaceholder('Search by name, phone, or ticket ID...').waitFor();

    // Two tickets still to scan, typed into the search box as a USB scanner types them (from the
    // end of the page: the journeys that scan from the top of the list find theirs untouched).
    const active = await p.evaluate(
      async (t) => {
        const res = await fetch(`/api/tickets/event/${t.eventId}?page=1&limit=20&status=active`, {
          headers: { Authorization: `Bearer ${t.auth}` },
        });
        return ((await res.json()).data as Array<{ ticketId: string; isScanned: boolean }>)
          .filter((x) => !x.isScanned)
          .map((x) => x.ticketId);
      },
      { eventId, auth },
    );
    expect(active.length).toBeGreaterThanOrEqual(2);

    const admitted: string[] = [];
    await tabTo(p, (f) => f.placeholder === 'Search by name, phone, or ticket ID...', 'the search box');
    for (const ticketId of active.slice(-2)) {
      // Focus is in the search box (first round: reached by Tab; then: put back there after Accept).
      await p.keyboard.press('Control+A');
      await p.keyboard.type(ticketId);
      await tabTo(p, button('Scan Ticket'), `the Scan Ticket button of ${ticketId}`);
      expect(await focusRingVisible(p)).toBe(true);
      await p.keyboard.press('Enter');
      const modal = p.getByRole('dialog', { name: 'Ticket Scanned' });
      await modal.waitFor();
      await modal.getByText(ticketId).first().waitFor();
      await tabTo(p, button('Accept'), 'Accept', 20);
      await p.keyboard.press('Enter');
      await modal.waitFor({ state: 'hidden' });
      admitted.push(ticketId);
      // Focus comes back where the next admission starts, not to the top of the page.
      await p.waitForFunction(() => document.activeElement && document.activeElement !== document.body);
      const next = await focused(p);
      expect(
        next?.text === 'Scan Ticket' || next?.placeholder === 'Search by name, phone, or ticket ID...',
        `focus after Accept: ${JSON.stringify(next)}`,
      ).toBe(true);
      if (next?.text === 'Scan Ticket') {
        await tabTo(p, (f) => f.placeholder === 'Search by name, phone, or ticket ID...', 'the search box');
      }
    }
    // Both reached the server: the tickets are used now.
    const states = await p.evaluate(
      async (t) => {
        const res = await fetch(`/api/tickets/event/${t.eventId}?page=1&limit=100&status=used`, {
          headers: { Authorization: `Bearer ${t.auth}` },
        });
        return ((await res.json()).data as Array<{ ticketId: string }>).map((x) => x.ticketId);
      },
      { eventId, auth },
    );
    for (const id of admitted) expect(states).toContain(id);
    expect(new Set(admitted).size).toBe(2);
    await phone.context.close();
  });
});
