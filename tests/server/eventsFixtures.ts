import { call, type TestContext } from './harness';

export function eventPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sahara Nights',
    description: 'Music under the stars of Douz',
    category: 'music',
    color: '#3B82F6',
    image: '',
    video: '',
    location: {
      name: 'Douz dunes',
      address: 'Route de Douz, Kebili',
      coordinates: { latitude: 33.4567, longitude: 9.0203 },
    },
    startDate: '2030-05-01',
    endDate: '2030-05-02',
    startTime: '20:00',
    endTime: '23:30',
    priceTiers: [
      { name: 'General', price: 25.5, totalTickets: 100, description: 'Standing' },
      { name: 'VIP', price: 80, totalTickets: 10, description: 'Front rows' },
    ],
    ...overrides,
  };
}

export async function createEvent(ctx: TestContext, token: string, overrides: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/events', { token, body: eventPayload(overrides) });
  if (res.status !== 201) throw new Error(`create event failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as {
    _id: string;
    startDate: string;
    startTime: string;
    endDate: string;
    endTime: string;
    priceTiers: Array<{ _id: string; name: string; soldTickets: number; totalTickets: number }>;
  };
}

export async function sell(
  ctx: TestContext,
  token: string,
  eventId: string,
  priceTier: string,
  firstName = 'Amira',
) {
  return call(ctx, 'POST', `/api/tickets/event/${eventId}`, {
    token,
    body: { customerInfo: { firstName, lastName: 'Ben Salah', phoneNumber: '22123456' }, priceTier },
  });
}
