import { expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The door scanner's pages as a person at the door uses them (shared by the scanner journeys). */

export interface Gate {
  url: string;
  password: string;
}

/** The demo seed prints each agent's scanner address and password at server start. */
export function demoGate(
  name: 'Gate A' | 'Gate B',
  log: string = inject('serverLog'),
  base: string = baseUrl(),
): Gate {
  const match = log.match(new RegExp(`Security agent ${name}: (\\S+)\\s+password (\\S+)`));
  if (!match) throw new Error(`${name} not found in the server log`);
  return { url: match[1].replace(/^http:\/\/localhost:\d+/, base), password: match[2] };
}

export const stat = async (page: Page, which: 'total' | 'scanned' | 'unscanned') =>
  Number((await page.getByTestId(`stat-${which}`).locator('p').nth(1).textContent())?.replace(/,/g, ''));

export const waiting = (page: Page) =>
  page.getByTestId('waiting-count').getAttribute('data-count').then(Number);

export async function agentLogIn(page: Page, gate: Gate) {
  await page.goto(gate.url);
  await page.getByRole('heading', { name: 'Security Scanner' }).waitFor();
  await page.getByLabel('Password').fill(gate.password);
  await page.getByRole('button', { name: 'Access Scanner' }).click();
  await page.getByText('Total Tickets').waitFor();
  await page.getByTestId('ticket-row').first().waitFor();
}

/** The service worker controls the page and holds the page and every file the scanner needs. */
export async function offlineReady(page: Page) {
  // page.evaluate awaits the check (waitForFunction would take the returned promise for "true").
  const ready = () =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const cache = await caches.open('scanner-v1');
      if (!(await cache.match(location.href))) return false;
      const files = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'));
      // The verify modal, the camera and its decoder, and the screens shown later come after the
      // list (the scanner fetches them at login for the worker): loaded by now, and kept.
      const later = ['ScanModal', 'CameraPanel', 'jsQR', 'LoginDeviceStatus', 'AccessDenied'];
      if (!later.every((n) => files.some((f) => f.pathname.includes(n)))) return false;
      for (const f of files) if (!(await cache.match(f.href))) return false;
      return true;
    });
  await expect.poll(ready, { timeout: 20_000, interval: 250 }).toBe(true);
}

export async function search(page: Page, text: string) {
  await page.getByLabel('Search by name, phone, or ticket ID...').fill(text);
  await page.getByTestId('ticket-row').filter({ hasText: text }).waitFor();
}

export async function admit(
  page: Page,
  ticketId: string,
  row = page.getByTestId('ticket-row').filter({ hasText: ticketId }),
) {
  await row.getByRole('button', { name: 'Scan Ticket' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByText(ticketId).waitFor();
  await modal.getByRole('button', { name: 'Accept' }).click();
  await modal.waitFor({ state: 'hidden' });
  return ticketId;
}

export interface ServerTicket {
  ticketId: string;
  status: string;
  isScanned: boolean;
  scannedBy?: string | null;
  scannedAt?: string | null;
}

/** The server's view of the event's tickets (SPEC's list call), with the agent's own session token. */
export async function serverTickets(page: Page): Promise<ServerTicket[]> {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('scannerSession:'))!;
    const s = JSON.parse(localStorage.getItem(key)!);
    const res = await fetch(`/api/security-agents/event/${s.event._id}/tickets?agentId=${s.agent._id}`, {
      headers: { Authorization: `Bearer ${s.token}` },
    });
    const body = await res.json();
    return body.data.data;
  });
}

/** Tickets the server says are active and not scanned yet (asked while online), skipping those taken. */
const taken = new Set<string>();
export async function unscannedIds(page: Page, n: number): Promise<string[]> {
  const ids = (await serverTickets(page))
    .filter((t) => t.status === 'active' && !t.isScanned && !taken.has(t.ticketId))
    // From the end of the list: the tickets other journeys find on the first screen stay unscanned.
    .reverse()
    .slice(0, n)
    .map((t) => t.ticketId);
  ids.forEach((id) => taken.add(id));
  return ids;
}

/**
 * Two gates, both offline, admit one ticket; then gate A comes back online and sends its outbox,
 * then gate B. Each outbox is empty at the end (B's admission comes back as a conflict).
 */
export async function twoGatesAdmitOffline(
  a: { page: Page; context: BrowserContext },
  b: { page: Page; context: BrowserContext },
  ticketId: string,
) {
  await Promise.all([a.context.setOffline(true), b.context.setOffline(true)]);
  await search(a.page, ticketId);
  await search(b.page, ticketId);
  await admit(a.page, ticketId);
  await admit(b.page, ticketId);
  await expect.poll(() => waiting(b.page)).toBe(1);

  await a.context.setOffline(false);
  await expect.poll(() => waiting(a.page), { timeout: 15_000 }).toBe(0);
  await b.context.setOffline(false);
  await expect.poll(() => waiting(b.page), { timeout: 15_000 }).toBe(0);
}
