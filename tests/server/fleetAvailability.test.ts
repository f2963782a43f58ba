import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { SERVER_EXTENSIONS } from '../../server/routes/capabilities';
import { wallClock } from '../../src/lib/timeZone';

let full: TestContext;
let spec: TestContext;
beforeAll(async () => {
  full = await createTestContext();
  spec = await createTestContext({ apiProfile: 'spec' });
});
afterAll(async () => {
  await full.close();
  await spec.close();
});
beforeEach(async () => {
  await full.reset();
  await spec.reset();
});

const car = (plate: string) => ({
  mark: 'Renault',
  model: 'Clio 5',
  year: 2023,
  color: 'Blanc',
  licensePlate: plate,
  condition: 'good',
  dailyRate: 90,
  securityDeposit: 500,
});

async function addCar(ctx: TestContext, owner: TestAccount, plate: string, availability?: string) {
  const res = await call(ctx, 'POST', '/api/rental-cars/fleet', { token: owner.token, body: car(plate) });
  expect(res.status).toBe(201);
  const id = res.body.car._id as string;
  if (availability) {
    const set = await call(ctx, 'PUT', `/api/rental-cars/fleet/${id}/availability`, {
      token: owner.token,
      body: { availability },
    });
    expect(set.status).toBe(200);
  }
  return id;
}

async function book(
  ctx: TestContext,
  owner: TestAccount,
  carId: string,
  from: string,
  to: string,
  status?: string,
) {
  const res = await call(ctx, 'POST', '/api/reservations', {
    token: owner.token,
    body: {
      customer: {
        name: 'Amira Ben Salah',
        email: 'amira@gmail.com',
        phone: '22123456',
        licenseNumber: '1/2',
      },
      carId,
      pickupDate: from,
      returnDate: to,
      pickupLocation: 'Tunis',
      returnLocation: 'Sousse',
      ...(status ? { status } : {}),
    },
  });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

const byId = (cars: Array<{ _id: string; free: boolean; reason: string | null }>) =>
  Object.fromEntries(cars.map((c) => [c._id, { free: c.free, reason: c.reason }]));

describe('GET /api/rental-cars/fleet/available?from&to (dated availability)', () => {
  it('is announced as an extension', () => {
    expect(SERVER_EXTENSIONS).toContain('datedAvailability');
  });

  it('lists every car with whether it is free for the period, and why not', async () => {
    const owner = await createAccount(full);
    const free = await addCar(full, owner, '200 TU 1');
    const bookedLater = await addCar(full, owner, '200 TU 2');
    const rentedNow = await addCar(full, owner, '200 TU 3');
    const garage = await addCar(full, owner, '200 TU 4', 'maintenance');
    const off = await addCar(full, owner, '200 TU 5', 'unavailable');
    const cancelledOnly = await addCar(full, owner, '200 TU 6');
    await book(full, owner, bookedLater, '2030-06-10', '2030-06-15');
    await book(full, owner, cancelledOnly, '2030-06-10', '2030-06-15', 'cancelled');
    // Out today on a reservation that ends before the period asked: free for that later period.
    const today = wallClock(new Date(), full.config.timeZone).date;
    await book(full, owner, rentedNow, today, today, 'active');
    // Another agency's car is never listed.
    const other = await createAccount(full);
    await addCar(full, other, '999 TU 9');

    const res = await call(full, 'GET', '/api/rental-cars/fleet/available?from=2030-06-14&to=2030-06-20', {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.cars).toHaveLength(6);
    expect(byId(res.body.cars)).toEqual({
      [free]: { free: true, reason: null },
      [bookedLater]: { free: false, reason: 'booked' },
      [rentedNow]: { free: true, reason: null },
      [garage]: { free: false, reason: 'maintenance' },
      [off]: { free: false, reason: 'unavailable' },
      [cancelledOnly]: { free: true, reason: null },
    });

    // The day after the booking ends, the booked car is free; the rented one is busy today.
    const after = await call(full, 'GET', `/api/rental-cars/fleet/available?from=${today}&to=${today}`, {
      token: owner.token,
    });
    expect(byId(after.body.cars)[rentedNow]).toEqual({ free: false, reason: 'booked' });
    const next = await call(full, 'GET', '/api/rental-cars/fleet/available?from=2030-06-16&to=2030-06-16', {
      token: owner.token,
    });
    expect(byId(next.body.cars)[bookedLater]).toEqual({ free: true, reason: null });
  });

  it('does not count the edited reservation against its own car (except)', async () => {
    const owner = await createAccount(full);
    const id = await addCar(full, owner, '200 TU 1');
    const reservation = await book(full, owner, id, '2030-06-10', '2030-06-15');
    const path = `/api/rental-cars/fleet/available?from=2030-06-12&to=2030-06-18`;
    const plain = await call(full, 'GET', path, { token: owner.token });
    expect(byId(plain.body.cars)[id].free).toBe(false);
    const editing = await call(full, 'GET', `${path}&except=${reservation}`, { token: owner.token });
    expect(byId(editing.body.cars)[id]).toEqual({ free: true, reason: null });
  });

  it('refuses a period that ends before it starts, or that lacks an end', async () => {
    const owner = await createAccount(full);
    const reversed = await call(
      full,
      'GET',
      '/api/rental-cars/fleet/available?from=2030-06-12&to=2030-06-10',
      {
        token: owner.token,
      },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ to: 'rental.validation.returnBeforePickup' });
    const half = await call(full, 'GET', '/api/rental-cars/fleet/available?from=2030-06-12', {
      token: owner.token,
    });
    expect(half.status).toBe(400);
  });

  it("keeps SPEC's plain call: the cars available now, without the new fields", async () => {
    const owner = await createAccount(full);
    const free = await addCar(full, owner, '200 TU 1');
    await addCar(full, owner, '200 TU 2', 'maintenance');
    const res = await call(full, 'GET', '/api/rental-cars/fleet/available', { token: owner.token });
    expect(res.body.cars.map((c: { _id: string }) => c._id)).toEqual([free]);
    expect(res.body.cars[0]).not.toHaveProperty('free');
  });

  it("in the SPEC-only profile, drops the query: SPEC's answer, today's available cars", async () => {
    const owner = await createAccount(spec);
    const free = await addCar(spec, owner, '200 TU 1');
    await addCar(spec, owner, '200 TU 2', 'maintenance');
    const res = await call(spec, 'GET', '/api/rental-cars/fleet/available?from=2030-06-12&to=2030-06-18', {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.cars.map((c: { _id: string }) => c._id)).toEqual([free]);
    expect(res.body.cars[0]).not.toHaveProperty('free');
  });
});
