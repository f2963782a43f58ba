import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DEMO, launch, snap } from './browser';
import { startE2eServer, type E2eServer } from './server';
import { blockingViolations } from './axe';

/**
 * The team, as a new business would use it: the owner invites a rental desk member by mail (a real
 * SMTP server here), the member chooses a password from the link and signs in seeing only the rental
 * screens ("not allowed" on a typed events address); a 5 000 TND bulk funding by the owner waits
 * until the accountant approves it, and the journal names both. At 1366 and 375 px, with axe.
 */
let server: E2eServer;
let browser: Browser;
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        inbox.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  [server, browser] = await Promise.all([
    startE2eServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` }),
    launch(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function open(size: 'desktop' | 'phone'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: size === 'phone' ? { width: 375, height: 740 } : { width: 1366, height: 860 },
    deviceScaleFactor: 1,
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('[pageerror]', err.message));
  return { context, page };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);
}

/** No axe violation, and nothing wider than the screen. */
async function expectSound(page: Page, name: string) {
  expect(await blockingViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} fits the screen`).toBeLessThanOrEqual(0);
  await snap(page, name);
}

async function waitForMail(count: number) {
  const deadline = Date.now() + 20_000;
  while (inbox.length < count) {
    if (Date.now() > deadline) throw new Error('no invitation mail arrived');
    await new Promise((r) => setTimeout(r, 100));
  }
  return inbox[count - 1];
}

async function api<T>(
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: opts.body ? 'POST' : 'GET',
    headers: {
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body ? { 'Content-Type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe.each(['desktop', 'phone'] as const)('the team at %s size', (size) => {
  const email = `desk-${size}@team.tn`;

  it('the owner invites a rental member by mail; the member sets a password and sees only rental screens', async () => {
    const owner = await open(size);
    await signIn(owner.page, DEMO.email, DEMO.password);
    await owner.page.goto('/dashboard/members/create');
    await owner.page.getByLabel('Name').fill('Desk Person');
    await owner.page.getByLabel('Email').fill(email);
    await owner.page.getByLabel('Role').click();
    await owner.page.getByRole('option', { name: 'Rental desk' }).click();
    // Checked once the role's list has closed (mid-fade, its options read as faint text).
    await owner.page.getByRole('listbox').waitFor({ state: 'detached' });
    await owner.page.locator('li[data-value]').first().waitFor({ state: 'detached' });
    await expectSound(owner.page, `team-invite-${size}`);
    const mailsBefore = inbox.length;
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.waitForURL(/\/dashboard\/members$/);
    await owner.page.getByText('Desk Person').first().waitFor();
    await expectSound(owner.page, `team-members-${size}`);
    await owner.context.close();

    const mail = await waitForMail(mailsBefore + 1);
    const link = /http:\/\/\S+\/reset-password\/\S+/.exec(mail.text ?? '')![0];
    const member = await open(size);
    await member.page.goto(new URL(link).pathname);
    await member.page.getByLabel('New password', { exact: true }).fill('desk1234');
    await member.page.getByLabel('Confirm new password').fill('desk1234');
    await member.page.getByRole('button', { name: 'Update password' }).click();
    await member.page.getByText('Your password has been updated').waitFor();

    await signIn(member.page, email, 'desk1234');
    // No events for the rental desk: the first screen of its menu.
    await member.page.waitForURL(/\/dashboard\/fleet/);
    if (size === 'phone') await member.page.getByRole('button', { name: /menu/i }).first().click();
    await member.page.getByRole('menuitem', { name: 'Rapports' }).waitFor();
    const entries = await member.page.getByRole('menuitem').allTextContents();
    expect(entries.join('|')).not.toMatch(/Events|Users|Journal|Members|Approvals/);
    if (size === 'phone') await member.page.keyboard.press('Escape');
    await member.page.goto('/dashboard/events');
    await member.page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await expectSound(member.page, `team-not-allowed-${size}`);
    await member.context.close();
  });

  it('a large bulk funding waits until the accountant approves it, and the journal names both', async () => {
    const login = await api<{ token: string }>('/api/auth/login', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    const users = await api<Array<{ phoneNumber: string }>>('/api/business/get_users', {
      token: login.body.token,
    });
    const held = await api<{ approvalId: string; status: string }>('/api/business/bulk_add_funds', {
      token: login.body.token,
      headers: { 'Idempotency-Key': `e2e-team-${size}-${Date.now()}` },
      body: {
        phoneNumbers: users.body.slice(0, 2).map((u) => u.phoneNumber),
        amount: 2500,
        description: `Primes ${size}`,
      },
    });
    expect([held.status, held.body.status]).toEqual([202, 'pending']);

    const accountant = await open(size);
    await signIn(accountant.page, 'accounts@ticketing.tn', 'demo1234');
    await accountant.page.goto('/dashboard/approvals');
    const approve = accountant.page.getByRole('button', { name: 'Approve' }).first();
    await approve.waitFor();
    await expectSound(accountant.page, `team-approvals-${size}`);
    await approve.click();
    const confirm = accountant.page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Approve' }).waitFor();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await accountant.page.getByText('Approved: the funds were moved').waitFor();
    await accountant.context.close();

    const decided = await api<{ status: string; approver: string }>(
      `/api/approvals/${held.body.approvalId}`,
      {
        token: login.body.token,
      },
    );
    expect(decided.body).toMatchObject({
      status: 'approved',
      approver: 'Karim Comptable (accounts@ticketing.tn)',
    });
    const journal = await api<Array<{ actor: string; action: string }>>(
      `/api/journal?filter=${encodeURIComponent(JSON.stringify({ action: 'funds.bulk_added' }))}`,
      { token: login.body.token },
    );
    expect(journal.body.map((e) => e.actor)).toContain(
      `${DEMO.email} / Karim Comptable (accounts@ticketing.tn)`,
    );
  });
});
