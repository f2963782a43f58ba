import type { Page } from 'playwright-core';
import type { Gate } from './scannerPages';

/**
 * What a journey sets up through the organiser's API before the screens it checks: an event of its
 * own (the demo's live event and its tickets belong to the other journeys), tickets sold for it and
 * a security agent.
 */

export type Api = <T>(path: string, init?: { method?: string; body?: unknown; token?: string }) => Promise<T>;

/** A fetch from the page with the dashboard's session (or an agent's token). */
export const apiOf =
  (page: Page): Api =>
  (path, init = {}) =>
    page.evaluate(
      async ({ path, init }) => {
        const token = init.token ?? localStorage.getItem('token');
        const res = await fetch(path, {
          method: init.method ?? 'GET',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        return res.json();
      },
      { path, init },
    );

const GENERAL = { name: 'General', price: 25, totalTickets: 100, description: 'Standing' };

/** A music event in Tunis in 2030 (not live now), with General tickets unless told other tiers. */
export async function createEvent(
  api: Api,
  event: {
    name: string;
    description: string;
    address?: string;
    priceTiers?: Array<{ name: string; price: number; totalTickets: number; description: string }>;
  },
) {
  const { data } = await api<{ data: { _id: string; priceTiers: Array<{ _id: string; name: string }> } }>(
    '/api/events',
    {
      method: 'POST',
      body: {
        name: event.name,
        description: event.description,
        category: 'music',
        color: '#3B82F6',
        image: '',
        video: '',
        location: {
          name: 'Théâtre',
          address: event.address ?? 'Tunis',
          coordinates: { latitude: 36.8, longitude: 10.18 },
        },
        startDate: '2030-05-01',
        endDate: '2030-05-02',
        startTime: '20:00',
        endTime: '23:30',
        priceTiers: event.priceTiers ?? [GENERAL],
      },
    },
  );
  return data;
}

/** `count` General tickets, held by "<prefix><i> Guest" with phone numbers `<phonePrefix>0000`, `…0001`, … */
export async function sellTickets(
  api: Api,
  eventId: string,
  { count, prefix, phonePrefix }: { count: number; prefix: string; phonePrefix: string },
) {
  const tickets: Array<{ _id: string; ticketId: string; name: string }> = [];
  for (let i = 0; i < count; i++) {
    const firstName = `${prefix}${i}`;
    const { data } = await api<{ data: { _id: string; ticketId: string } }>(`/api/tickets/event/${eventId}`, {
      method: 'POST',
      body: {
        customerInfo: {
          firstName,
          lastName: 'Guest',
          phoneNumber: `${phonePrefix}${String(i).padStart(4, '0')}`,
        },
        priceTier: 'General',
      },
    });
    tickets.push({ _id: data._id, ticketId: data.ticketId, name: `${firstName} Guest` });
  }
  return tickets;
}

/** A security agent of the event: its id and the scanner address and password it logs in with. */
export async function createAgent(api: Api, eventId: string, name: string, password: string) {
  const { data } = await api<{ data: { _id: string; agentId: string } }>(
    `/api/security-agents/event/${eventId}`,
    {
      method: 'POST',
      body: { name, password },
    },
  );
  const gate: Gate = { url: `/security-scanner/${data.agentId}`, password };
  return { _id: data._id, gate };
}
