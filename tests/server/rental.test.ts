import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  CLIO_150,
  createAccount,
  createTestContext,
  type TestAccount,
  type TestContext,
} from './harness';
import { renderPng } from '../../server/seed/png';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ commissionRate: 0.1 });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const CAR = { ...CLIO_150, dailyRate: '90.50', features: 'Climatisation, GPS , ,Bluetooth' };

const customer = {
  name: 'Amira Ben Salah',
  email: 'amira@gmail.com',
  phone: '22123456',
  licenseNumber: '12/345678',
};
const booking = (carId: string, pickupDate: string, returnDate: string) => ({
  customer,
  carId,
  pickupDate,
  returnDate,
  pickupLocation: 'Tunis Centre',
  returnLocation: 'Sousse',
  notes: '',
});

async function addCar(owner: TestAccount, extra: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/rental-cars/fleet', {
    token: owner.token,
    body: { ...CAR, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body.car as { _id: string; availability: string };
}

async function upload(
  token: string,
  files: Array<{ name: string; type: string; content: Buffer }>,
  field = 'images',
) {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.content)], { type: f.type }), f.name);
  const res = await ctx.app.request('/api/rental-cars/upload-images', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const png = () => renderPng(8, 8, () => [200, 30, 30]);
const storedFiles = () => {
  const dir = path.join(ctx.config.dataDir, 'uploads', 'cars');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('fleet', () => {
  it('creates a car with the SPEC §5 defaults, features split and numbers parsed', async () => {
    const owner = await createAccount(ctx);
    const car = await addCar(owner);
    expect(car).toMatchObject({
      mark: 'Renault',
      dailyRate: 90.5,
      securityDeposit: 500,
      features: ['Climatisation', 'GPS', 'Bluetooth'],
      category: 'economy',
      fuelType: 'gasoline',
      seatingCapacity: 5,
      transmission: 'automatic',
      type: 'standard',
      availability: 'available',
      images: [],
    });
    const list = await call(ctx, 'GET', '/api/rental-cars/fleet', { token: owner.token });
    expect(list.body.cars).toHaveLength(1);
    const all = await call(ctx, 'GET', '/api/rental-cars', { token: owner.token });
    expect(all.body.cars[0]._id).toBe(car._id);
  });

  it('refuses missing fields, seats outside 1–9, negative or 3-decimal prices and unknown enumerations', async () => {
    const owner = await createAccount(ctx);
    const bad: Array<Record<string, unknown>> = [
      { ...CAR, mark: '' },
      { ...CAR, licensePlate: undefined },
      { ...CAR, seatingCapacity: 0 },
      { ...CAR, seatingCapacity: 10 },
      { ...CAR, dailyRate: -1 },
      { ...CAR, securityDeposit: '10.555' },
      { ...CAR, condition: 'new' },
      { ...CAR, category: 'truck' },
      {
        ...CAR,
        images: [
          '/uploads/cars/a.png',
          '/uploads/cars/b.png',
          '/uploads/cars/c.png',
          '/uploads/cars/d.png',
          '/uploads/cars/e.png',
          '/uploads/cars/f.png',
        ],
      },
      { ...CAR, images: ['javascript:alert(1)'] },
    ];
    for (const body of bad) {
      const res = await call(ctx, 'POST', '/api/rental-cars/fleet', { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('sets any of the four availabilities and lists only available cars in fleet/available', async () => {
    const owner = await createAccount(ctx);
    const a = await addCar(owner);
    const b = await addCar(owner, { licensePlate: '201 TU 1' });
    for (const availability of ['rented', 'maintenance', 'unavailable', 'available']) {
      const res = await call(ctx, 'PUT', `/api/rental-cars/fleet/${a._id}/availability`, {
        token: owner.token,
        body: { availability },
      });
      expect(res.status).toBe(200);
      expect(res.body.car.availability).toBe(availability);
    }
    await call(ctx, 'PUT', `/api/rental-cars/fleet/${b._id}/availability`, {
      token: owner.token,
      body: { availability: 'maintenance' },
    });
    const available = await call(ctx, 'GET', '/api/rental-cars/fleet/available', { token: owner.token });
    expect(available.body.cars.map((c: { _id: string }) => c._id)).toEqual([a._id]);
    const wrong = await call(ctx, 'PUT', `/api/rental-cars/fleet/${a._id}/availability`, {
      token: owner.token,
      body: { availability: 'sold' },
    });
    expect(wrong.status).toBe(400);
  });

  it('keeps cars to their owner: others get 404', async () => {
    const owner = await createAccount(ctx);
    const other = await createAccount(ctx);
    const car = await addCar(owner);
    expect((await call(ctx, 'GET', '/api/rental-cars/fleet', { token: other.token })).body.cars).toEqual([]);
    expect(
      (await call(ctx, 'PUT', `/api/rental-cars/fleet/${car._id}`, { token: other.token, body: CAR })).status,
    ).toBe(404);
    expect(
      (
        await call(ctx, 'PUT', `/api/rental-cars/fleet/${car._id}/availability`, {
          token: other.token,
          body: { availability: 'rented' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(ctx, 'DELETE', `/api/rental-cars/fleet/${car._id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (
        await call(ctx, 'POST', '/api/reservations', {
          token: other.token,
          body: booking(car._id, '2030-01-01', '2030-01-03'),
        })
      ).status,
    ).toBe(404);
    expect((await call(ctx, 'GET', '/api/rental-cars/fleet', { token: owner.token })).body.cars).toHaveLength(
      1,
    );
    expect(
      (await call(ctx, 'DELETE', `/api/rental-cars/fleet/${car._id}`, { token: owner.token })).status,
    ).toBe(200);
  });

  it('requires a back-office session', async () => {
    expect((await call(ctx, 'GET', '/api/rental-cars/fleet')).status).toBe(401);
    const user = await createAccount(ctx, { role: 'user' });
    expect((await call(ctx, 'GET', '/api/reservations', { token: user.token })).status).toBe(403);
  });
});

describe('POST /api/rental-cars/upload-images', () => {
  it('stores real images under random names and serves relative paths', async () => {
    const owner = await createAccount(ctx);
    const res = await upload(owner.token, [
      { name: 'front.png', type: 'image/png', content: png() },
      { name: 'back.png', type: 'image/png', content: png() },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.imageUrls).toHaveLength(2);
    for (const url of res.body.imageUrls) expect(url).toMatch(/^\/uploads\/cars\/[A-Za-z0-9_-]{20,}\.png$/);
    expect(res.body.imageUrls[0]).not.toContain('front');
    expect(storedFiles()).toEqual(
      expect.arrayContaining(res.body.imageUrls.map((u: string) => u.split('/').pop())),
    );
  });

  it('rejects a renamed non-image and an oversized image, storing nothing', async () => {
    const owner = await createAccount(ctx);
    const before = storedFiles().length;
    const fake = await upload(owner.token, [
      { name: 'ok.png', type: 'image/png', content: png() },
      {
        name: 'photo.png',
        type: 'image/png',
        content: Buffer.from('<script>alert(1)</script> not a picture at all'),
      },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toMatch(/only images/);
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await upload(owner.token, [{ name: 'big.png', type: 'image/png', content: big }]);
    expect(oversized.status).toBe(413);
    expect(oversized.body.message).toMatch(/5 MB/);
    const six = await upload(
      owner.token,
      Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', content: png() })),
    );
    expect(six.status).toBe(400);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('reservations', () => {
  it('computes days, total and commission on the server and refuses a return before the pickup', async () => {
    const owner = await createAccount(ctx);
    const car = await addCar(owner);
    const res = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: { ...booking(car._id, '2030-03-01', '2030-03-04'), totalAmount: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      totalDays: 3,
      totalAmount: 271.5,
      commissionAmount: 27.15,
      dailyRate: 90.5,
      status: 'pending',
      customer,
      car: { _id: car._id, securityDeposit: 500, dailyRate: 90.5 },
    });
    const back = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-03-04', '2030-03-01'),
    });
    expect(back.status).toBe(400);
    for (const field of ['name', 'email', 'phone', 'licenseNumber']) {
      const body = booking(car._id, '2030-05-01', '2030-05-02');
      const r = await call(ctx, 'POST', '/api/reservations', {
        token: owner.token,
        body: { ...body, customer: { ...customer, [field]: '' } },
      });
      expect(r.status, field).toBe(400);
    }
    const noLocation = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: { ...booking(car._id, '2030-05-01', '2030-05-02'), pickupLocation: '' },
    });
    expect(noLocation.status).toBe(400);
  });

  it('refuses an overlapping live reservation with a French 409, accepts one after a cancellation', async () => {
    const owner = await createAccount(ctx);
    const car = await addCar(owner);
    const first = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-03-01', '2030-03-05'),
    });
    const clash = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-03-05', '2030-03-08'),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Cette voiture est déjà réservée sur cette période');
    const after = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-03-06', '2030-03-08'),
    });
    expect(after.status).toBe(201);
    // Moving the second one onto the first by a full update is refused too.
    const move = await call(ctx, 'PUT', `/api/reservations/${after.body.data._id}`, {
      token: owner.token,
      body: booking(car._id, '2030-03-02', '2030-03-03'),
    });
    expect(move.status).toBe(409);
    await call(ctx, 'PUT', `/api/reservations/${first.body.data._id}`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    const again = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-03-01', '2030-03-05'),
    });
    expect(again.status).toBe(201);
    // Reviving the cancelled one now overlaps.
    const revive = await call(ctx, 'PUT', `/api/reservations/${first.body.data._id}`, {
      token: owner.token,
      body: { status: 'pending' },
    });
    expect(revive.status).toBe(409);
  });

  it('lets exactly one of 20 concurrent creations for one car and period through', async () => {
    const owner = await createAccount(ctx);
    const car = await addCar(owner);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx, 'POST', '/api/reservations', {
          token: owner.token,
          body: booking(car._id, '2030-07-10', '2030-07-12'),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const list = await call(ctx, 'GET', '/api/reservations', { token: owner.token });
    expect(list.body.reservations).toHaveLength(1);
  });

  it('updates the status only and keeps the car availability in step', async () => {
    const owner = await createAccount(ctx);
    const car = await addCar(owner);
    const created = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-03-01', '2030-03-05'),
    });
    const id = created.body.data._id;
    const availability = async () =>
      (await call(ctx, 'GET', '/api/rental-cars/fleet', { token: owner.token })).body.cars.find(
        (c: { _id: string }) => c._id === car._id,
      ).availability;

    const active = await call(ctx, 'PUT', `/api/reservations/${id}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    expect(active.status).toBe(200);
    expect(active.body.data.status).toBe('active');
    expect(active.body.data.customer.name).toBe(customer.name);
    expect(await availability()).toBe('rented');
    await call(ctx, 'PUT', `/api/reservations/${id}`, { token: owner.token, body: { status: 'completed' } });
    expect(await availability()).toBe('available');

    await call(ctx, 'PUT', `/api/reservations/${id}`, { token: owner.token, body: { status: 'active' } });
    expect(await availability()).toBe('rented');
    await call(ctx, 'PUT', `/api/rental-cars/fleet/${car._id}/availability`, {
      token: owner.token,
      body: { availability: 'maintenance' },
    });
    await call(ctx, 'PUT', `/api/reservations/${id}`, { token: owner.token, body: { status: 'cancelled' } });
    expect(await availability()).toBe('maintenance');

    const bad = await call(ctx, 'PUT', `/api/reservations/${id}`, {
      token: owner.token,
      body: { status: 'lost' },
    });
    expect(bad.status).toBe(400);
  });

  it('reports stats, keeps reservations to their owner and deletes', async () => {
    const owner = await createAccount(ctx);
    const other = await createAccount(ctx);
    const car = await addCar(owner);
    const a = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-01-01', '2030-01-03'),
    });
    const b = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-02-01', '2030-02-02'),
    });
    await call(ctx, 'PUT', `/api/reservations/${a.body.data._id}`, {
      token: owner.token,
      body: { status: 'completed' },
    });
    const stats = await call(ctx, 'GET', '/api/reservations/stats', { token: owner.token });
    expect(stats.body.stats).toEqual({
      totalReservations: 2,
      pendingReservations: 1,
      activeReservations: 0,
      totalRevenue: 181,
    });

    const id = b.body.data._id;
    expect((await call(ctx, 'GET', `/api/reservations/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/reservations/${id}`, { token: other.token })).body.message).toBe(
      'Réservation non trouvée',
    );
    expect(
      (await call(ctx, 'PUT', `/api/reservations/${id}`, { token: other.token, body: { status: 'active' } }))
        .status,
    ).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/reservations/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/reservations', { token: other.token })).body.reservations).toEqual(
      [],
    );
    expect(
      (await call(ctx, 'GET', '/api/reservations/stats', { token: other.token })).body.stats
        .totalReservations,
    ).toBe(0);
    expect((await call(ctx, 'GET', `/api/reservations/${id}`, { token: owner.token })).body.data._id).toBe(
      id,
    );
    expect((await call(ctx, 'DELETE', `/api/reservations/${id}`, { token: owner.token })).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/reservations/${id}`, { token: owner.token })).status).toBe(404);
  });

  it('attaches verification documents (images only) and shows the public invoice without them', async () => {
    const owner = await createAccount(ctx);
    const car = await addCar(owner);
    const created = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: booking(car._id, '2030-03-01', '2030-03-04'),
    });
    const id = created.body.data._id as string;
    const send = async (parts: Record<string, Buffer>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(parts))
        form.append(k, new Blob([new Uint8Array(v)], { type: 'image/png' }), `${k}.png`);
      const res = await ctx.app.request(`/api/reservations/${id}/documents`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.token}` },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const bad = await send({ driverLicenseFront: png(), cinRecto: Buffer.from('%PDF-1.4 not an image') });
    expect(bad.status).toBe(400);
    const other = await createAccount(ctx);
    const form = new FormData();
    form.append('cinRecto', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'x.png');
    const foreign = await ctx.app.request(`/api/reservations/${id}/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${other.token}` },
      body: form,
    });
    expect(foreign.status).toBe(404);
    const ok = await send({
      driverLicenseFront: png(),
      driverLicenseBack: png(),
      cinRecto: png(),
      cinVerso: png(),
    });
    expect(ok.status).toBe(200);
    const docs = ok.body.data.customer.verificationDocuments;
    expect(docs.driverLicenseFront).toMatch(/^\/uploads\/documents\/.+\.png\?expires=\d+&sig=[\w-]+$/);
    expect(docs.cinVerso).toMatch(/^\/uploads\/documents\/.+\.png\?expires=\d+&sig=[\w-]+$/);
    expect(typeof docs.uploadedAt).toBe('string');

    const pub = await call(ctx, 'GET', `/api/public/invoices/reservation/${id}`);
    expect(pub.status).toBe(200);
    expect(pub.body.invoice).toMatchObject({
      number: `INV-${id.slice(-8).toUpperCase()}`,
      totalAmount: 271.5,
      securityDeposit: 500,
      total: 771.5,
      customerInitials: 'A. B. S.',
    });
    const text = JSON.stringify(pub.body);
    expect(text).not.toContain('uploads');
    expect(text).not.toContain('amira@gmail.com');
    expect(text).not.toContain('22123456');
    expect((await call(ctx, 'GET', '/api/public/invoices/reservation/ffffffffffffffffffffffff')).status).toBe(
      404,
    );
  });
});
