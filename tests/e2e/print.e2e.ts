import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';

/**
 * The ticket page and the three invoices as printed by Chromium: no app chrome, the same with and
 * without background graphics, nothing wider than the printable area, and a QR code that an
 * independent decoder (jsQR, not the library that drew it) reads from the rendered PDF.
 */
let browser: Browser;
let work: string;
beforeAll(async () => {
  browser = await launch();
  work = mkdtempSync(path.join(tmpdir(), 'print-'));
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The PDF's pages as images (poppler's pdftoppm, 150 dpi). */
function pdfImages(pdf: Buffer, name: string): PNG[] {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-png', file, path.join(work, name)]);
  return readdirSync(work)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => {
      const bytes = readFileSync(path.join(work, f));
      // Kept for a person to look at, beside the other journeys' screenshots.
      writeFileSync(path.join('test-results', `print-${f}`), bytes);
      return PNG.sync.read(bytes);
    });
}

function decodeQr(png: PNG): string | null {
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Share of pixels that differ visibly between two renders of the same page. */
function difference(a: PNG, b: PNG): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differ = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.max(
      Math.abs(a.data[i] - b.data[i]),
      Math.abs(a.data[i + 1] - b.data[i + 1]),
      Math.abs(a.data[i + 2] - b.data[i + 2]),
    );
    if (d > 8) differ++;
  }
  return differ / (a.width * a.height);
}

async function api<T>(page: Page, p: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.json();
  }, p) as Promise<T>;
}

async function printChecks(
  page: Page,
  name: string,
  expectedQr: RegExp,
  printableWidth: number,
  /** What the printed QR decodes to, when it is more than its text alternative says. */
  decodedQr: RegExp = expectedQr,
) {
  // The QR code's text alternative says what it encodes.
  expect(await page.locator('svg title').first().textContent(), `${name}: QR text alternative`).toMatch(
    expectedQr,
  );
  await documentAlone(page, name, printableWidth);

  const withBg = pdfImages(await page.pdf({ preferCSSPageSize: true, printBackground: true }), `${name}-bg`);
  const without = pdfImages(
    await page.pdf({ preferCSSPageSize: true, printBackground: false }),
    `${name}-nobg`,
  );
  expect(without.length).toBe(withBg.length);
  withBg.forEach((p, i) => expect(difference(p, without[i]), `${name} page ${i + 1}`).toBeLessThan(0.005));
  expect(decodeQr(withBg[0]), `${name}: QR on the first page`).toMatch(decodedQr);
  expect(decodeQr(without[0])).toMatch(decodedQr);
  return withBg.length;
}

/** In print: the document alone (no app bar, menu, live-event card or controls), no wider than the page. */
async function documentAlone(page: Page, name: string, printableWidth: number) {
  await page.emulateMedia({ media: 'print' });
  // Nothing of the app around the document: no app bar, side menu or live-event card.
  for (const chrome of [
    'header',
    '.RaSidebar-root',
    '.MuiDrawer-root',
    '[data-testid="live-event-card"]',
    '.no-print',
  ]) {
    const visible = await page.locator(chrome).evaluateAll((els) =>
      els.some((e) => {
        const r = e.getBoundingClientRect();
        return getComputedStyle(e).display !== 'none' && r.width > 0 && r.height > 0;
      }),
    );
    expect(visible, `${name}: ${chrome} printed`).toBe(false);
  }
  // Nothing wider than the printable width of the page (CSS pixels at 96 dpi).
  await page.setViewportSize({ width: printableWidth, height: 1000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: wider than the page`).toBeLessThanOrEqual(0);
}

describe('printing', () => {
  it('the ticket page prints as a ticket whose QR decodes to its signed code (level M)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const current = await api<{ data: { _id: string } }>(page, '/api/events/current');
    const tickets = await api<{ data: Array<{ _id: string; ticketId: string }> }>(
      page,
      `/api/tickets/event/${current.data._id}?page=1&limit=20`,
    );
    const t = tickets.data[0];
    await page.goto(`/dashboard/tickets/${t.ticketId}`);
    await page.getByText(t.ticketId).first().waitFor();
    // The signed code (extension signedTickets): the ticket id, tier, versions and an 86-character signature.
    await page.getByTestId('ticket-qr').waitFor();
    const signed = new RegExp(`^${t.ticketId}\\.[A-Za-z0-9_-]+\\.\\d+\\.\\d+\\.[A-Za-z0-9_-]{86}$`);
    expect(await page.getByTestId('ticket-qr').getAttribute('data-code')).toMatch(signed);
    // One A5 sheet, less its 6 mm margins: 136 mm.
    expect(await printChecks(page, 'ticket', new RegExp(t.ticketId), 514, signed)).toBe(1);
    await context.close();
  });

  it('the subscription, transfer and reservation invoices print with their QR to the public invoice', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const subs = await api<Array<{ _id: string }>>(page, '/api/subscription/payments');
    const transfers = await api<Array<{ _id: string; status: string }>>(page, '/api/business/bank_transfers');
    const { reservations } = await api<{ reservations: Array<{ _id: string }> }>(page, '/api/reservations');
    const approved = transfers.find((t) => t.status === 'APPROVED')!;
    for (const [name, url] of [
      ['subscription', `/invoices/${subs[0]._id}`],
      ['transfer', `/facture/${approved._id}`],
      ['reservation', `/invoice/${reservations[0]._id}`],
    ] as const) {
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: 1366, height: 860 });
      await page.goto(url);
      await page.getByTestId('invoice-qr').first().waitFor();
      // A4 less its 12 mm margins: 186 mm.
      const pages = await printChecks(page, name, new RegExp(url.replace(/\//g, '\\/')), 703);
      expect(pages).toBe(name === 'reservation' ? 2 : 1);
    }
    await context.close();
  });

  it("a user's statement prints on A4 sheets, the statement alone", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    // Opened as a user would: the Statement action of a row of the Users screen.
    await page.goto('/dashboard/users');
    await page
      .getByRole('link', { name: /^Statement — / })
      .first()
      .click();
    await page.waitForURL(/\/dashboard\/users\/[0-9a-f]{24}\/statement$/);
    await page.getByTestId('statement-closing').waitFor();
    await page.getByRole('textbox', { name: 'From' }).click();
    await page.keyboard.type('01012026');
    await page.getByRole('heading', { level: 1, name: /^Statement — / }).waitFor();
    await documentAlone(page, 'statement', 703);
    const sheets = pdfImages(await page.pdf({ preferCSSPageSize: true, printBackground: true }), 'statement');
    expect(sheets.length).toBeGreaterThanOrEqual(1);
    // A4 portrait: 210 × 297 mm.
    expect(sheets[0].width / sheets[0].height).toBeCloseTo(210 / 297, 2);
    await context.close();
  });
});
