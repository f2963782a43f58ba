import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../server/harness';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import { mountStatic } from '../../server/http/static';
import { renderPng } from '../../server/seed/png';
import { saveUpload } from '../../server/uploads/store';
import { signUploadPath } from '../../server/uploads/signedUrl';
import { bankTransfers } from '../../server/db/schema';
import { BUSINESS_MESSAGES } from '../../server/routes/business';
import { createWorld, type World } from './lib/world';
import { DATABASES, contextOn } from './lib/contexts';
import { count, countStatus, flushStats } from './lib/stats';

/** SPEC §3 "Managed user" fields, plus addedAt (the list's default sort). */
const MANAGED_USER_FIELDS = [
  '_id',
  'firstName',
  'lastName',
  'phoneNumber',
  'balance',
  'lastPayment',
  'profilePicture',
  'isVerified',
  'isProfileComplete',
  'birthDate',
  'sexe',
  'email',
  'addedAt',
].sort();
const SIGNED = /^\/uploads\/documents\/[\w-]+\.png\?expires=\d+&sig=[\w-]+$/;
const png = () => renderPng(4, 4, () => [30, 120, 200]);

afterAll(() => flushStats(import.meta.filename));

describe.each(DATABASES)('tenancy and personal data (%s)', (kind) => {
  let ctx: TestContext;
  let world: World;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    ctx = await contextOn(kind);
    const made = await createWorld(ctx.config.jwtSecret);
    world = made.world;
    await made.seed(ctx.database);
    app = createApi(buildDeps(ctx.config, ctx.database, () => {}));
    mountStatic(app, ctx.config, 'dist');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function send(method: string, url: string, token?: string, body?: unknown | FormData) {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await app.request(url, { method, headers, body: payload });
    countStatus(res.status);
    const type = res.headers.get('Content-Type') ?? '';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, checked field by field
    const json = type.includes('json') ? ((await res.json()) as any) : null;
    return { status: res.status, body: json, type };
  }

  it('business add_user and lookup find platform customers only: another business or organiser phone is refused with a clear message', async () => {
    const owner = world.tokens.owner;
    // The stranger is another business/organiser account (role ticketAgency).
    const lookup = await send('GET', `/api/business/lookup/${world.stranger.phone}`, owner);
    expect(lookup.status).toBe(404);
    expect(lookup.body.message).toBe(BUSINESS_MESSAGES.platformUserNotFound);
    const add = await send('POST', '/api/business/add_user', owner, { phoneNumber: world.stranger.phone });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(
      'Only customer accounts can be added; this phone number belongs to a business account',
    );
    count('invariantChecks', 2);
    // Control: a platform customer is found and added.
    const found = await send('GET', `/api/business/lookup/${world.freePhone}`, owner);
    expect(found.status).toBe(200);
    expect(found.body.phone).toBe(world.freePhone);
    expect(
      (await send('POST', '/api/business/add_user', owner, { phoneNumber: world.freePhone })).status,
    ).toBe(201);
  });

  it('the managed-users list returns only the fields the screen shows (no password hash, role or session data)', async () => {
    const list = await send('GET', '/api/business/get_users', world.tokens.owner);
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const row of list.body as Array<Record<string, unknown>>) {
      count('invariantChecks');
      expect(Object.keys(row).sort()).toEqual(MANAGED_USER_FIELDS);
      expect(JSON.stringify(row)).not.toMatch(/\$2[aby]\$/); // no bcrypt hash anywhere
    }
  });

  it('identity documents: signed short-lived links for the reservation owner only, never readable by URL alone, deleted with the reservation', async () => {
    const owner = world.tokens.owner;
    const id = world.owner.reservationId;
    const form = new FormData();
    form.append('driverLicenseFront', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'front.png');
    form.append('cinRecto', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'cin.png');
    const uploaded = await send('POST', `/api/reservations/${id}/documents`, owner, form);
    expect(uploaded.status).toBe(200);

    const detail = await send('GET', `/api/reservations/${id}`, owner);
    const docs = detail.body.data.customer.verificationDocuments;
    const links = [docs.driverLicenseFront, docs.cinRecto] as string[];
    for (const link of links) {
      expect(link).toMatch(SIGNED);
      // The link as the client uses it in <img src>: an image.
      const file = await send('GET', link);
      expect(file.status).toBe(200);
      expect(file.type).toMatch(/^image\/png/);
      const bare = link.split('?')[0];
      const expires = Number(new URL(link, 'http://x').searchParams.get('expires'));
      const attempts = [
        bare, // the path alone
        `${bare}?expires=${expires}&sig=${'A'.repeat(43)}`, // forged signature
        `${bare}?expires=${expires + 3600}&sig=${new URL(link, 'http://x').searchParams.get('sig')}`, // later expiry
        signUploadPath(ctx.config.jwtSecret, bare, Date.now() - 3 * 3600_000), // expired
        signUploadPath('another-secret-0123456789abcdef', bare), // another key
      ];
      for (const attempt of attempts) {
        count('hostileInputs');
        expect((await send('GET', attempt)).status, attempt).toBe(404);
      }
    }
    // The list carries signed links too; another account never reaches the reservation.
    const list = await send('GET', '/api/reservations', owner);
    const mine = (
      list.body.reservations as Array<{
        _id: string;
        customer: { verificationDocuments: Record<string, string> };
      }>
    ).find((r) => r._id === id)!;
    expect(mine.customer.verificationDocuments.cinRecto).toMatch(SIGNED);
    expect((await send('GET', `/api/reservations/${id}`, world.tokens.otherAgency)).status).toBe(404);
    // The public invoice (QR code) shows no document at all.
    const pub = await send('GET', `/api/public/invoices/reservation/${id}`);
    expect(JSON.stringify(pub.body)).not.toContain('/uploads/');

    // Deleted with the reservation: the files are gone, the links answer 404.
    const files = links.map((l) => path.join(ctx.config.dataDir, l.split('?')[0]));
    expect(files.every((f) => existsSync(f))).toBe(true);
    expect((await send('DELETE', `/api/reservations/${id}`, owner)).status).toBe(200);
    count('invariantChecks', 2);
    expect(files.filter((f) => existsSync(f))).toEqual([]);
    for (const link of links) expect((await send('GET', link)).status).toBe(404);
  });

  it('uploads other than public car pictures are never readable by URL alone (receipts by signed link, cars public)', async () => {
    const receipt = await saveUpload(ctx.config.dataDir, 'receipts', png(), 'png');
    await ctx.database.db
      .update(bankTransfers)
      .set({ receiptUrl: receipt })
      .where(eq(bankTransfers.id, world.owner.bankTransferId));
    const transfers = await send('GET', '/api/business/bank_transfers', world.tokens.owner);
    const signed = (transfers.body as Array<{ _id: string; receiptUrl: string }>).find(
      (t) => t._id === world.owner.bankTransferId,
    )!.receiptUrl;
    expect(signed).toMatch(/^\/uploads\/receipts\/[\w-]+\.png\?expires=\d+&sig=[\w-]+$/);
    expect((await send('GET', signed)).status).toBe(200);
    expect((await send('GET', receipt)).status).toBe(404);
    const car = await saveUpload(ctx.config.dataDir, 'cars', png(), 'png');
    expect((await send('GET', car)).status).toBe(200);
    // Paths the server never makes (other folders, traversal, encoded tricks) never serve a file
    // outside the public folder: a path that normalises out of /uploads reaches the SPA shell at most.
    writeFileSync(path.join(ctx.config.dataDir, 'sentinel.txt'), 'SENTINEL-FILE');
    writeFileSync(path.join(ctx.config.dataDir, 'uploads', 'sentinel.txt'), 'SENTINEL-FILE');
    for (const p of [
      '/uploads/documents/../cars/x.png',
      '/uploads/%2e%2e/sentinel.txt',
      '/uploads/sentinel.txt',
      '/uploads/cars/..%2fsentinel.txt',
      '/uploads/cars/..%2f..%2fsentinel.txt',
      '/uploads/cars/%2e%2e/%2e%2e/sentinel.txt',
      '/uploads/documents',
    ]) {
      count('hostileInputs');
      const res = await app.request(p);
      const text = await res.text();
      countStatus(res.status);
      expect(text, p).not.toContain('SENTINEL-FILE');
      if (res.status === 200) expect(res.headers.get('Content-Type'), p).toMatch(/^text\/html/);
    }
    count('invariantChecks', 3);
  });
});
