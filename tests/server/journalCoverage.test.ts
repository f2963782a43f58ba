import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestContext, type TestAccount, type TestContext } from './harness';
import { createEvent, sell } from './eventsFixtures';
import { renderPng } from '../../server/seed/png';
import { verifyJournal } from '../../server/money/journalVerify';
import type { JournalAction, JournalEntity } from '../../src/contract/journal';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ commissionRate: 0.1 });
  await ctx.reset();
}, 120_000);
afterAll(() => ctx.close());

interface Entry {
  seq: number;
  action: string;
  entity: string;
  entity_id: string;
  account_id: string;
  actor: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
let seen = 0;
/** The entries written since the last look. */
async function newEntries(): Promise<Entry[]> {
  const rows = await ctx.database.sql.query<Entry>(
    'SELECT seq::int AS seq, action, entity, entity_id, account_id, actor, before, after FROM journal WHERE seq > $1 ORDER BY seq',
    [seen],
  );
  if (rows.length) seen = rows[rows.length - 1].seq;
  return rows;
}

/** The action did what it says and left exactly one journal entry of that kind. */
async function expectOneEntry(action: JournalAction, entity: JournalEntity, entityId?: string) {
  const entries = await newEntries();
  expect(entries.map((e) => `${e.action} ${e.entity}`)).toEqual([`${action} ${entity}`]);
  if (entityId) expect(entries[0].entity_id).toBe(entityId);
  return entries[0];
}

const png = () => renderPng(8, 8, () => [20, 120, 200]);
async function multipart(token: string, path: string, files: Record<string, Buffer>) {
  const form = new FormData();
  for (const [field, content] of Object.entries(files))
    form.append(field, new Blob([new Uint8Array(content)], { type: 'image/png' }), `${field}.png`);
  const res = await ctx.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const CAR = {
  mark: 'Renault',
  model: 'Clio 5',
  year: 2023,
  color: 'Blanc',
  licensePlate: '200 TU 1234',
  condition: 'good',
  dailyRate: 90.5,
  securityDeposit: 500,
};

describe('every action is in the journal, once, in the same transaction', () => {
  let owner: TestAccount;

  it('managed users added and deleted, with the balance they held', async () => {
    owner = await createAccount(ctx);
    const user = await createAccount(ctx, { role: 'user', phoneNumber: '22345678', balance: '160.500' });
    await newEntries();
    const added = await call(ctx, 'POST', '/api/business/add_user', {
      token: owner.token,
      body: { phoneNumber: '22345678' },
    });
    expect(added.status).toBe(201);
    const a = await expectOneEntry('managed_user.added', 'managed-user', user.id);
    expect(a.account_id).toBe(owner.id);
    expect(a.actor).toBe(owner.email);
    const deleted = await call(ctx, 'DELETE', '/api/business/delete_user/22345678', { token: owner.token });
    expect(deleted.status).toBe(200);
    const d = await expectOneEntry('managed_user.deleted', 'managed-user', user.id);
    expect(d.before).toMatchObject({ balance: '160.500', phoneNumber: '22345678' });
    expect(d.after).toBeNull();
  });

  it('events and price tiers: created, edited, deleted', async () => {
    const event = await createEvent(ctx, owner.token);
    await expectOneEntry('event.created', 'event', event._id);

    const base = (await call(ctx, 'GET', `/api/events/${event._id}`, { token: owner.token })).body.data;
    const tiers = base.priceTiers.map((t: Record<string, unknown>) => ({
      _id: t._id,
      name: t.name,
      price: t.price,
      totalTickets: t.totalTickets,
      description: t.description,
    }));
    const put = (body: Record<string, unknown>) =>
      call(ctx, 'PUT', `/api/events/${event._id}`, { token: owner.token, body });
    const full = {
      name: base.name,
      description: base.description,
      category: base.category,
      color: base.color,
      image: '',
      video: '',
      location: base.location,
      startDate: base.startDate,
      endDate: base.endDate,
      startTime: base.startTime,
      endTime: base.endTime,
    };

    expect((await put({ ...full, name: 'Sahara Nights II', priceTiers: tiers })).status).toBe(200);
    const e = await expectOneEntry('event.updated', 'event', event._id);
    expect(e.before).toEqual({ name: 'Sahara Nights' });
    expect(e.after).toEqual({ name: 'Sahara Nights II' });

    expect((await put({ isActive: false })).status).toBe(200);
    const off = await expectOneEntry('event.updated', 'event', event._id);
    expect(off.after).toEqual({ isActive: false });
    expect((await put({ isActive: true })).status).toBe(200);
    await expectOneEntry('event.updated', 'event', event._id);

    const withTier = [...tiers, { name: 'Balcony', price: 40, totalTickets: 20, description: '' }];
    expect((await put({ ...full, name: 'Sahara Nights II', priceTiers: withTier })).status).toBe(200);
    const created = await expectOneEntry('price_tier.created', 'price-tier');
    expect(created.after).toMatchObject({ name: 'Balcony', totalTickets: 20 });

    withTier[2] = { ...withTier[2], _id: created.entity_id, price: 45 };
    expect((await put({ ...full, name: 'Sahara Nights II', priceTiers: withTier })).status).toBe(200);
    const edited = await expectOneEntry('price_tier.updated', 'price-tier', created.entity_id);
    expect(edited.before).toEqual({ price: '40.00' });
    expect(edited.after).toEqual({ price: '45.00' });

    expect((await put({ ...full, name: 'Sahara Nights II', priceTiers: tiers })).status).toBe(200);
    await expectOneEntry('price_tier.deleted', 'price-tier', created.entity_id);

    const doomed = await createEvent(ctx, owner.token, { name: 'Cancelled gig' });
    await expectOneEntry('event.created', 'event', doomed._id);
    expect((await call(ctx, 'DELETE', `/api/events/${doomed._id}`, { token: owner.token })).status).toBe(200);
    const gone = await expectOneEntry('event.deleted', 'event', doomed._id);
    expect(gone.before).toMatchObject({ name: 'Cancelled gig' });
  });

  it('tickets created, agents created, signed in, edited and deleted, door admissions and refusals', async () => {
    const event = await createEvent(ctx, owner.token, { startDate: '2020-01-01', endDate: '2099-12-31' });
    await newEntries();
    const sold = await sell(ctx, owner.token, event._id, 'General');
    expect(sold.status).toBe(201);
    const ticket = await expectOneEntry('ticket.created', 'ticket', sold.body.data.ticketId);
    expect(ticket.after).toMatchObject({ priceTier: 'General', name: 'Amira Ben Salah' });
    const second = await sell(ctx, owner.token, event._id, 'General', 'Walid');
    await expectOneEntry('ticket.created', 'ticket', second.body.data.ticketId);

    const agent = await call(ctx, 'POST', `/api/security-agents/event/${event._id}`, {
      token: owner.token,
      body: { name: 'Gate A', password: 'gate-a-123' },
    });
    expect(agent.status).toBe(201);
    const agentId = agent.body.data._id as string;
    await expectOneEntry('agent.created', 'security-agent', agentId);

    const login = await call(ctx, 'POST', '/api/security-agents-public/login', {
      body: { agentId: agent.body.data.agentId, password: 'gate-a-123' },
    });
    expect(login.status).toBe(200);
    const signIn = await expectOneEntry('agent.signed_in', 'security-agent', agentId);
    expect(signIn.account_id).toBe(owner.id);
    expect(signIn.actor).toBe('Gate A');
    const token = login.body.data.token as string;

    const scan = (ref: string, action: 'accept' | 'reject') =>
      call(ctx, 'POST', `/api/security-agents/scan/${ref}`, {
        token,
        body: { agentId, action, stage: 'scan' },
      });
    expect((await scan(sold.body.data.ticketId, 'accept')).status).toBe(200);
    const admitted = await expectOneEntry('ticket.admitted', 'ticket', sold.body.data.ticketId);
    expect(admitted.account_id).toBe(owner.id);
    expect(admitted.actor).toBe('Gate A');
    expect((await scan(second.body.data.ticketId, 'reject')).status).toBe(200);
    await expectOneEntry('ticket.refused', 'ticket', second.body.data.ticketId);
    expect((await scan(sold.body.data.ticketId, 'accept')).status).toBe(409);
    await expectOneEntry('ticket.refused', 'ticket', sold.body.data.ticketId);

    const deactivate = await call(ctx, 'PUT', `/api/security-agents/${agentId}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(deactivate.status).toBe(200);
    await expectOneEntry('agent.activation', 'security-agent', agentId);
    const password = await call(ctx, 'PUT', `/api/security-agents/${agentId}/password`, {
      token: owner.token,
      body: { password: 'another-123' },
    });
    expect(password.status).toBe(200);
    const changed = await expectOneEntry('agent.password', 'security-agent', agentId);
    expect(JSON.stringify(changed)).not.toContain('another-123');
    expect(
      (await call(ctx, 'DELETE', `/api/security-agents/${agentId}`, { token: owner.token })).status,
    ).toBe(200);
    await expectOneEntry('agent.deleted', 'security-agent', agentId);
  });

  it('cars, their availability, their pictures, and reservation documents', async () => {
    const images = await multipart(owner.token, '/api/rental-cars/upload-images', { images: png() });
    expect(images.status).toBe(200);
    const upload = await expectOneEntry('document.uploaded', 'upload', images.body.imageUrls[0]);
    expect(upload.after).toMatchObject({ kind: 'car-images', files: 1 });

    const car = await call(ctx, 'POST', '/api/rental-cars/fleet', {
      token: owner.token,
      body: { ...CAR, images: images.body.imageUrls },
    });
    expect(car.status).toBe(201);
    const carId = car.body.car._id as string;
    await expectOneEntry('car.created', 'car', carId);

    const edit = await call(ctx, 'PUT', `/api/rental-cars/fleet/${carId}`, {
      token: owner.token,
      body: { ...CAR, dailyRate: 95, images: images.body.imageUrls },
    });
    expect(edit.status).toBe(200);
    const edited = await expectOneEntry('car.updated', 'car', carId);
    expect(edited.before).toEqual({ dailyRate: '90.50' });
    expect(edited.after).toEqual({ dailyRate: '95.00' });

    const availability = await call(ctx, 'PUT', `/api/rental-cars/fleet/${carId}/availability`, {
      token: owner.token,
      body: { availability: 'maintenance' },
    });
    expect(availability.status).toBe(200);
    const switched = await expectOneEntry('car.availability', 'car', carId);
    expect(switched.before).toEqual({ availability: 'available' });
    expect(switched.after).toEqual({ availability: 'maintenance' });
    await call(ctx, 'PUT', `/api/rental-cars/fleet/${carId}/availability`, {
      token: owner.token,
      body: { availability: 'available' },
    });
    await newEntries();

    const reservation = await call(ctx, 'POST', '/api/reservations', {
      token: owner.token,
      body: {
        customer: {
          name: 'Amira Ben Salah',
          email: 'amira@gmail.com',
          phone: '22123456',
          licenseNumber: '1/2',
        },
        carId,
        pickupDate: '2030-01-10',
        returnDate: '2030-01-12',
        pickupLocation: 'Tunis',
        returnLocation: 'Sousse',
      },
    });
    expect(reservation.status).toBe(201);
    const id = reservation.body.data._id as string;
    // Created, and its first payment entry (pending): two actions of the one request.
    expect((await newEntries()).map((e) => e.action)).toEqual(['reservation.created', 'payment.recorded']);

    const edit2 = await call(ctx, 'PUT', `/api/reservations/${id}`, {
      token: owner.token,
      body: {
        customer: {
          name: 'Amira Ben Salah',
          email: 'amira@gmail.com',
          phone: '22123456',
          licenseNumber: '1/2',
        },
        carId,
        pickupDate: '2030-01-10',
        returnDate: '2030-01-13',
        pickupLocation: 'Tunis',
        returnLocation: 'Sousse',
      },
    });
    expect(edit2.status).toBe(200);
    const longer = await expectOneEntry('reservation.updated', 'reservation', id);
    expect(longer.before).toMatchObject({ returnDate: '2030-01-12', totalDays: 2 });
    expect(longer.after).toMatchObject({ returnDate: '2030-01-13', totalDays: 3 });

    const docs = await multipart(owner.token, `/api/reservations/${id}/documents`, {
      driverLicenseFront: png(),
      cinRecto: png(),
    });
    expect(docs.status).toBe(200);
    const uploaded = await expectOneEntry('document.uploaded', 'reservation', id);
    expect(uploaded.after).toEqual({ documents: ['driverLicenseFront', 'cinRecto'] });

    expect((await call(ctx, 'DELETE', `/api/reservations/${id}`, { token: owner.token })).status).toBe(200);
    await expectOneEntry('reservation.deleted', 'reservation', id);
    expect(
      (await call(ctx, 'DELETE', `/api/rental-cars/fleet/${carId}`, { token: owner.token })).status,
    ).toBe(200);
    const carGone = await expectOneEntry('car.deleted', 'car', carId);
    expect(carGone.before).toMatchObject({ mark: 'Renault', licensePlate: '200 TU 1234' });
  });

  it('leaves a chain that verifies', async () => {
    const result = await verifyJournal(ctx.database.sql);
    expect(result.ok).toBe(true);
    expect(result.count).toBe(seen > 0 ? (await ctx.database.sql.query('SELECT 1 FROM journal')).length : 0);
  });
});
