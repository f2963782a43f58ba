import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DEMO, launch, snap } from './browser';
import { startE2eServer, type E2eServer } from './server';
import { blockingViolations } from './axe';
import { axePage } from './axePage';

/**
 * The team, as a new business would use it (the acceptance): the owner invites a rental desk
 * member and an accountant by mail (a real SMTP server here); each chooses a password from the link
 * and signs in seeing only their screens ("not allowed" on a typed address of another's screen); the
 * owner's 5 000 TND bulk funding waits until that accountant approves it, and the journal names
 * both. At 1366 and 375 px, with axe.
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

const open = (size: 'desktop' | 'phone') => axePage(browser, size, server.baseUrl);

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

/** The owner's invitation of a member through the Members screen, and the link the mail carries. */
async function invite(page: Page, who: { name: string; email: string; role: string }, shot?: string) {
  await page.goto('/dashboard/members/create');
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: who.role }).click();
  // Checked once the role's list has closed (mid-fade, its options read as faint text).
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await page.locator('li[data-value]').first().waitFor({ state: 'detached' });
  if (shot) await expectSound(page, shot);
  const mailsBefore = inbox.length;
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/dashboard\/members$/);
  await page.getByText(who.name).first().waitFor();
  const mail = await waitForMail(mailsBefore + 1);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(who.email);
  return /http:\/\/\S+\/reset-password\/\S+/.exec(mail.text ?? '')![0];
}

/** The invited member chooses a password from the mailed link. */
async function acceptInvitation(size: 'desktop' | 'phone', link: string, password: string) {
  const member = await open(size);
  await member.page.goto(new URL(link).pathname);
  await member.page.getByLabel('New password', { exact: true }).fill(password);
  await member.page.getByLabel('Confirm new password').fill(password);
  await member.page.getByRole('button', { name: 'Update password' }).click();
  await member.page.getByText('Your password has been updated').waitFor();
  await member.context.close();
}

/** The side menu's entries (opened first on a phone, where it is a drawer); the drawer stays open. */
async function menuEntries(page: Page, size: 'desktop' | 'phone', last: string | RegExp) {
  if (size === 'phone') await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('menuitem', { name: last }).waitFor();
  return (await page.getByRole('menuitem').allTextContents()).map((t) => t.trim());
}

const password = 'team1234';

describe.each(['desktop', 'phone'] as const)('the team at %s size', (size) => {
  const desk = { name: 'Desk Person', email: `desk-${size}@team.tn`, role: 'Rental desk' };
  const accountant = { name: 'Amel Comptable', email: `compta-${size}@team.tn`, role: 'Accounts' };

  it('the owner invites a rental desk member and an accountant by mail; each sees only their screens', async () => {
    const owner = await open(size);
    await signIn(owner.page, DEMO.email, DEMO.password);
    const deskLink = await invite(owner.page, desk, `team-invite-${size}`);
    const accountantLink = await invite(owner.page, accountant);
    await expectSound(owner.page, `team-members-${size}`);
    await owner.context.close();
    await acceptInvitation(size, deskLink, password);
    await acceptInvitation(size, accountantLink, password);

    // The rental desk: fleet, reservations, payments and reports, nothing of events or money.
    const rental = await open(size);
    await signIn(rental.page, desk.email, password);
    // No events for the rental desk: the first screen of its menu.
    await rental.page.waitForURL(/\/dashboard\/fleet/);
    await rental.page.getByRole('heading', { name: 'Gestion de la flotte' }).waitFor();
    const rentalMenu = await menuEntries(rental.page, size, 'Rapports');
    expect(rentalMenu).toEqual(expect.arrayContaining(['Flotte', 'Réservations', 'Paiements', 'Rapports']));
    expect(rentalMenu.join('|')).not.toMatch(
      /Events|Tickets|Security|Statistics|Users|Transactions|Journal|Members|Approvals/,
    );
    await expectSound(rental.page, `team-menu-rental-${size}`);
    if (size === 'phone') await rental.page.keyboard.press('Escape');
    // Its screens hold no button of another role's: the car's edit and delete are its own.
    await rental.page.goto('/dashboard/events');
    await rental.page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await expectSound(rental.page, `team-not-allowed-${size}`);
    await rental.page.goto('/dashboard/users/statement');
    await rental.page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await rental.context.close();

    // The accountant: the money screens, nothing of events or fleet.
    const accounts = await open(size);
    await signIn(accounts.page, accountant.email, password);
    await accounts.page.waitForURL(/\/dashboard\/users/);
    await accounts.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    // Approvals comes last in its menu, with the count waiting beside it.
    const accountsMenu = await menuEntries(accounts.page, size, /^Approvals/);
    expect(accountsMenu).toEqual(
      expect.arrayContaining(['Users', 'Transactions', 'Virements bancaires', 'Paiements', 'Journal']),
    );
    expect(accountsMenu.some((entry) => entry.startsWith('Approvals'))).toBe(true);
    expect(accountsMenu.join('|')).not.toMatch(
      /Events|Tickets|Security|Statistics|Flotte|Réservations|Rapports|Members/,
    );
    await expectSound(accounts.page, `team-menu-accounts-${size}`);
    if (size === 'phone') await accounts.page.keyboard.press('Escape');
    await accounts.page.goto('/dashboard/fleet');
    await accounts.page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await expectSound(accounts.page, `team-not-allowed-accounts-${size}`);
    await accounts.context.close();
  });

  it('the owner’s 5 000 TND bulk funding waits until the accountant approves it, and the journal names both', async () => {
    // The owner checks a page of 25 users and sends 200 TND to each: 5 000 TND, above the threshold.
    const owner = await open(size);
    await signIn(owner.page, DEMO.email, DEMO.password);
    await owner.page.goto('/dashboard/users');
    await owner.page.getByRole('checkbox', { name: 'Select all' }).first().check();
    await owner.page.getByRole('button', { name: 'Bulk Add Funds' }).click();
    const bulk = owner.page.getByRole('dialog', { name: 'Bulk Add Funds' });
    await bulk.getByLabel('Amount per user (TND)').fill('200');
    await expect
      .poll(async () => (await bulk.getByTestId('bulk-total').textContent())?.replace(/\s/g, ' '))
      .toBe('Total: 5 000,000 TND');
    await bulk.getByRole('button', { name: 'Add Funds to All' }).click();
    await owner.page
      .getByText('Above the approval threshold: it waits for a second person to approve it')
      .first()
      .waitFor();
    // The author sees it waiting, and may not approve it.
    await owner.page.goto('/dashboard/approvals');
    await owner.page.getByText('Yours').first().waitFor();
    expect(await owner.page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The accountant sees the badge, and approves it.
    const accounts = await open(size);
    await signIn(accounts.page, accountant.email, password);
    if (size === 'phone') await accounts.page.getByRole('button', { name: /menu/i }).first().click();
    await accounts.page
      .getByLabel(/waiting for approval/)
      .first()
      .waitFor();
    if (size === 'phone') await accounts.page.keyboard.press('Escape');
    await accounts.page.goto('/dashboard/approvals');
    const approve = accounts.page.getByRole('button', { name: 'Approve' }).first();
    await approve.waitFor();
    await expectSound(accounts.page, `team-approvals-${size}`);
    await approve.click();
    // The confirmation names what moves: the total, the author and the 25 users.
    const confirm = accounts.page.getByRole('dialog', { name: /^Approve this movement of 5\s000,000\sTND/ });
    await confirm.getByText(`${DEMO.email} asked to send`, { exact: false }).waitFor();
    expect(await confirm.textContent()).toContain('to 25 user(s)');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await accounts.page.getByText('Approved: the funds were moved').waitFor();
    await accounts.context.close();

    // The owner's journal names both: the author and the approver.
    const both = `${DEMO.email} / ${accountant.name} (${accountant.email})`;
    await owner.page.goto('/dashboard/journal');
    await owner.page.getByText(both).first().waitFor();
    await expectSound(owner.page, `team-journal-${size}`);
    await owner.context.close();
  });
});
