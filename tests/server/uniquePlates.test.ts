import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { newId } from '../../server/lib/ids';
import { cars } from '../../server/db/schema';
import { normalisePlate } from '../../src/contract/rental';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const body = (licensePlate: string) => ({
  mark: 'Renault',
  model: 'Clio 5',
  year: 2023,
  color: 'Blanc',
  licensePlate,
  condition: 'good',
  dailyRate: 90,
  securityDeposit: 500,
});
const addCar = (owner: TestAccount, plate: string) =>
  call(ctx, 'POST', '/api/rental-cars/fleet', { token: owner.token, body: body(plate) });

describe('a licence plate is unique per agency once normalised', () => {
  it('the rule removes white space and folds case', () => {
    expect(normalisePlate(' 999 tu\u00a09999 ')).toBe('999tu9999');
    expect(normalisePlate('999TU9999')).toBe(normalisePlate('999 tu 9999'));
  });

  it('refuses a second car with the same plate, spaced or cased otherwise: 409 under the field', async () => {
    const owner = await createAccount(ctx);
    expect((await addCar(owner, '999tu9999')).status).toBe(201);
    for (const plate of ['999tu9999', '999 TU 9999', ' 999\u00a0Tu 9999']) {
      const res = await addCar(owner, plate);
      expect(res.status, plate).toBe(409);
      expect(res.body).toEqual({
        message: 'Another car of the agency already has this licence plate',
        errors: { licensePlate: 'rental.validation.plateTaken' },
      });
    }
    const fleet = await call(ctx, 'GET', '/api/rental-cars/fleet', { token: owner.token });
    expect(fleet.body.cars).toHaveLength(1);
  });

  it("refuses an edit onto another car's plate; keeping one's own plate is fine", async () => {
    const owner = await createAccount(ctx);
    const a = (await addCar(owner, '200 TU 1')).body.car._id as string;
    const b = (await addCar(owner, '200 TU 2')).body.car._id as string;
    const onto = await call(ctx, 'PUT', `/api/rental-cars/fleet/${b}`, {
      token: owner.token,
      body: body('200tu1'),
    });
    expect(onto.status).toBe(409);
    expect(onto.body.errors).toEqual({ licensePlate: 'rental.validation.plateTaken' });
    const same = await call(ctx, 'PUT', `/api/rental-cars/fleet/${a}`, {
      token: owner.token,
      body: { ...body('200 tu 1'), color: 'Rouge' },
    });
    expect(same.status).toBe(200);
  });

  it('another agency may have the same plate', async () => {
    expect((await addCar(await createAccount(ctx), '200 TU 1')).status).toBe(201);
    expect((await addCar(await createAccount(ctx), '200 TU 1')).status).toBe(201);
  });

  it('migration 0720 succeeds on cars that already share a plate: the oldest keeps it, the others are marked', async () => {
    const { db, sql } = ctx.database;
    const owner = await createAccount(ctx);
    const other = await createAccount(ctx);
    await sql.exec('DROP INDEX cars_owner_plate_key');
    const row = (ownerId: string, licensePlate: string, createdAt: string) => ({
      ...body(licensePlate),
      dailyRate: '90.00',
      securityDeposit: '500.00',
      id: newId(),
      ownerId,
      createdAt: new Date(createdAt),
    });
    const rows = [
      row(owner.id, '999tu9999', '2026-01-01T00:00:00Z'),
      row(owner.id, '999 TU 9999', '2026-01-02T00:00:00Z'),
      row(owner.id, '999TU9999', '2026-01-03T00:00:00Z'),
      row(owner.id, '200 TU 1', '2026-01-01T00:00:00Z'),
      row(other.id, '999tu9999', '2026-01-04T00:00:00Z'),
    ];
    await db.insert(cars).values(rows);
    const migration = readFileSync(
      new URL('../../server/db/migrations/0720_unique_plates.sql', import.meta.url),
      'utf8',
    );
    await sql.exec(`BEGIN;\n${migration}\n;COMMIT;`);
    const after = await sql.query<{ id: string; license_plate: string }>(
      'SELECT id, license_plate FROM cars ORDER BY created_at, id',
    );
    expect(Object.fromEntries(after.map((r) => [r.id, r.license_plate]))).toEqual({
      [rows[0].id]: '999tu9999',
      [rows[1].id]: '999 TU 9999 (doublon 2)',
      [rows[2].id]: '999TU9999 (doublon 3)',
      [rows[3].id]: '200 TU 1',
      [rows[4].id]: '999tu9999',
    });
    // The index is back: the rule holds again.
    expect((await addCar(owner, '200tu1')).status).toBe(409);
  });
});
