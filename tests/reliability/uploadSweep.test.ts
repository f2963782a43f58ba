import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call, createAccount, type TestAccount, type TestContext } from '../server/harness';
import { createApi } from '../../server/app';
import { buildDeps } from '../../server/server';
import { mountStatic } from '../../server/http/static';
import { loadConfig } from '../../server/config';
import { renderPng } from '../../server/seed/png';
import { saveUpload } from '../../server/uploads/store';
import { holdUploadReferences, sweepUploads } from '../../server/uploads/sweep';
import { incomingDir } from '../../server/uploads/multipart';
import { cars } from '../../server/db/schema';
import { contextOn, DATABASES } from './lib/contexts';
import { count, countStatus, flushStats } from './lib/stats';

const HOUR = 3600 * 1000;
const GRACE = 24 * HOUR;
const png = () => renderPng(4, 4, () => [30, 90, 200]);
const CAR = {
  mark: 'Renault',
  model: 'Clio 5',
  year: 2023,
  color: 'Blanc',
  licensePlate: '200 TU 1234',
  condition: 'good',
  dailyRate: 90,
  securityDeposit: 500,
};

afterAll(() => flushStats(import.meta.filename));

describe.each(DATABASES)('unused uploads are deleted after the grace period (%s)', (kind) => {
  let ctx: TestContext;
  let owner: TestAccount;
  beforeAll(async () => {
    ctx = await contextOn(kind);
    owner = await createAccount(ctx);
  });
  afterAll(() => ctx?.close());

  const fileOf = (p: string) => path.join(ctx.config.dataDir, p.split('?')[0]);
  /** Backdates a stored file, as if it had been written `ms` before `at`. */
  const age = (p: string, at: number, ms: number) => {
    const t = new Date(at - ms);
    utimesSync(fileOf(p), t, t);
  };
  async function serve(p: string) {
    const app = createApi(buildDeps(ctx.config, ctx.database, () => {}));
    mountStatic(app, ctx.config, 'dist');
    const res = await app.request(p);
    countStatus(res.status);
    return res.status;
  }
  async function uploadImage(): Promise<string> {
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'car.png');
    const res = await ctx.app.request('/api/rental-cars/upload-images', {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}` },
      body: form,
    });
    countStatus(res.status);
    expect(res.status).toBe(200);
    const { imageUrls } = (await res.json()) as { imageUrls: string[] };
    return imageUrls[0];
  }

  it('an abandoned car picture is deleted and answers 404; a used one and a recent one stay', async () => {
    const abandoned = await uploadImage();
    const used = await uploadImage();
    const recent = await uploadImage();
    const car = await call(ctx, 'POST', '/api/rental-cars/fleet', {
      token: owner.token,
      body: { ...CAR, images: [used] },
    });
    countStatus(car.status);
    expect(car.status).toBe(201);
    for (const p of [abandoned, used, recent]) expect(await serve(p), p).toBe(200);

    // The clock moves past the grace period: the sweep runs one hour after it ends.
    const now = Date.now() + GRACE + HOUR;
    age(abandoned, now, GRACE + HOUR);
    age(used, now, GRACE + HOUR);
    age(recent, now, GRACE - HOUR);
    const removed = await sweepUploads(ctx.database.db, ctx.config.dataDir, { graceMs: GRACE, now });
    count('invariantChecks', 3);

    expect(removed).toEqual([abandoned]);
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect(await serve(abandoned)).toBe(404);
    expect(await serve(used)).toBe(200);
    expect(await serve(recent)).toBe(200);
    // The car still shows its picture.
    const fleet = await call(ctx, 'GET', '/api/rental-cars/fleet', { token: owner.token });
    expect(fleet.body.cars[0].images).toEqual([used]);
  });

  it('a half-received upload left by a stopped process goes after the grace period; one being received stays', async () => {
    const dir = incomingDir(ctx.config.dataDir);
    mkdirSync(dir, { recursive: true });
    const now = Date.now();
    const stale = path.join(dir, 'stale-upload-part');
    const live = path.join(dir, 'live-upload-part');
    writeFileSync(stale, 'x');
    writeFileSync(live, 'x');
    const t = new Date(now - GRACE - HOUR);
    utimesSync(stale, t, t);
    await sweepUploads(ctx.database.db, ctx.config.dataDir, { graceMs: GRACE, now });
    count('invariantChecks', 2);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it('identity documents a reservation names stay; unnamed old ones go; receipts are not swept', async () => {
    // A second car of the agency: plates are unique per agency.
    const car = await call(ctx, 'POST', '/api/rental-cars/fleet', {
      token: owner.token,
      body: { ...CAR, licensePlate: '201 TU 1234' },
    });
    const created = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: {
        customer: {
          name: 'Amira Ben Salah',
          email: 'amira@gmail.com',
          phone: '22123456',
          licenseNumber: '1/2',
        },
        carId: car.body.car._id,
        pickupDate: '2030-03-01',
        returnDate: '2030-03-04',
        pickupLocation: 'Tunis',
        returnLocation: 'Sousse',
      },
    });
    expect(created.status).toBe(201);
    const form = new FormData();
    form.append('cinRecto', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'cin.png');
    const res = await ctx.app.request(`/api/reservations/${created.body.data._id}/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}` },
      body: form,
    });
    countStatus(res.status);
    expect(res.status).toBe(200);
    const signed = (
      (await res.json()) as { data: { customer: { verificationDocuments: { cinRecto: string } } } }
    ).data.customer.verificationDocuments.cinRecto;
    const named = signed.split('?')[0];
    const orphan = await saveUpload(ctx.config.dataDir, 'documents', png(), 'png');
    const receipt = await saveUpload(ctx.config.dataDir, 'receipts', png(), 'png');

    const now = Date.now() + GRACE + HOUR;
    for (const p of [named, orphan, receipt]) age(p, now, GRACE + HOUR);
    const removed = await sweepUploads(ctx.database.db, ctx.config.dataDir, { graceMs: GRACE, now });
    count('invariantChecks', 3);
    expect(removed).toEqual([orphan]);
    expect(existsSync(fileOf(orphan))).toBe(false);
    expect(existsSync(fileOf(named))).toBe(true);
    expect(existsSync(fileOf(receipt))).toBe(true);
    expect(await serve(signed)).toBe(200);
  });

  it('an old picture attached while the sweep runs (another instance) is not deleted', async () => {
    const late = await uploadImage();
    const [row] = await ctx.database.db.select({ id: cars.id }).from(cars).limit(1);
    const now = Date.now() + GRACE + HOUR;
    age(late, now, GRACE + HOUR);

    // A car write in flight holds the upload lock; it names the file only when it commits.
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    let commit!: () => void;
    const mayCommit = new Promise<void>((r) => (commit = r));
    const write = ctx.database.db.transaction(async (tx) => {
      await holdUploadReferences(tx);
      locked();
      await mayCommit;
      await tx
        .update(cars)
        .set({ images: sql`images || ${JSON.stringify([late])}::jsonb` })
        .where(eq(cars.id, row.id));
    });
    await isLocked;
    const sweep = sweepUploads(ctx.database.db, ctx.config.dataDir, { graceMs: GRACE, now });
    if (kind === 'PostgreSQL') {
      // The sweep is seen waiting for the lock before the write commits.
      const waiting = async () => {
        const res = (await ctx.database.db.execute(
          sql`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        )) as unknown as { rows: unknown[] };
        return res.rows.length > 0;
      };
      for (let i = 0; i < 500 && !(await waiting()); i++) await new Promise((r) => setImmediate(r));
      expect(await waiting()).toBe(true);
    }
    commit();
    await write;
    const removed = await sweep;
    count('concurrentOps', 2);
    expect(removed).not.toContain(late);
    expect(await serve(late)).toBe(200);
  });
});

describe('UPLOAD_GRACE_HOURS', () => {
  const env = (v?: string) => ({
    JWT_SECRET: 'x'.repeat(32),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'grace-')),
    ...(v === undefined ? {} : { UPLOAD_GRACE_HOURS: v }),
  });
  it('defaults to 24 hours, takes hours, and refuses a value that is not a positive number', () => {
    expect(loadConfig(env()).uploadGraceMs).toBe(24 * HOUR);
    expect(loadConfig(env('0.5')).uploadGraceMs).toBe(HOUR / 2);
    for (const bad of ['0', '-3', 'abc'])
      expect(() => loadConfig(env(bad)), bad).toThrow(/UPLOAD_GRACE_HOURS/);
  });
});
