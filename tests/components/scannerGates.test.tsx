import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import type { AgentGates } from '../../src/contract/gates';
import {
  agentSession,
  capabilitiesAnswer,
  followPhoneNetwork,
  openAndLogIn,
  phone,
  scannerFixtures,
  setNetwork,
  usbTicket,
  type ScannerTicket,
} from './scannerHarness';

configure({ asyncUtilTimeout: 5000 });

const { AGENT, EVENT } = scannerFixtures('AG-GATEM23456', 'Gate M', { event: 'f'.repeat(24) });
/** General tickets, as a USB scanner types them. */
const ticket = (n: number, over: Partial<ScannerTicket> = {}) =>
  usbTicket(n, { priceTier: { name: 'General', price: 25 }, ...over });
const MAIN = {
  id: 'l1',
  name: 'Main entrance',
  tierIds: ['t1'],
  tierNames: ['General'],
  startsAt: null,
  endsAt: null,
  allowReentry: true,
};
const VIP = { ...MAIN, id: 'l2', name: 'VIP', tierIds: ['t2'], tierNames: ['VIP'], allowReentry: false };

interface Calls {
  exits: Array<{ ref: string; nonce?: string }>;
  scans: string[];
  synced: Array<Record<string, unknown>>;
}

function api(opts: {
  tickets: ReturnType<typeof ticket>[];
  extensions: string[] | null;
  gates?: AgentGates;
}) {
  const calls: Calls = { exits: [], scans: [], synced: [] };
  const byRef = new Map(opts.tickets.map((t) => [t.ticketId, t]));
  server.use(
    ...agentSession(AGENT, EVENT, () => [...byRef.values()]),
    capabilitiesAnswer(opts.extensions),
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets/checkin-list`, () =>
      HttpResponse.json({ success: true, data: opts.gates ?? { list: MAIN, lists: [MAIN, VIP] } }),
    ),
    http.post(`${API}/api/security-agents/scan/:ref/exit`, async ({ params, request }) => {
      const body = (await request.json()) as { nonce?: string };
      const ref = String(params.ref);
      calls.exits.push({ ref, nonce: body.nonce });
      const t = byRef.get(ref)!;
      const next = { ...t, exitedAt: '2026-11-27T21:30:00.000Z' };
      byRef.set(ref, next);
      return HttpResponse.json({ success: true, result: 'exited', data: next });
    }),
    http.post(`${API}/api/security-agents/scan/:ref`, async ({ params }) => {
      calls.scans.push(String(params.ref));
      return HttpResponse.json({ success: true, data: byRef.get(String(params.ref)) });
    }),
    http.post(`${API}/api/security-agents/sync`, async ({ request }) => {
      if (navigator.onLine === false) return HttpResponse.error();
      const body = (await request.json()) as { scans: Array<Record<string, unknown>> };
      calls.synced.push(...body.scans);
      return HttpResponse.json({
        success: true,
        data: body.scans.map((s) => ({ nonce: s.nonce, ticketId: s.ticketId, result: 'accepted' })),
      });
    }),
  );
  return calls;
}

const logIn = async () => (await openAndLogIn(AGENT, { fakeClock: true })).user;

beforeEach(() => {
  followPhoneNetwork();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

// The shared machine is slow on a first render (lazy chunks): more than the default 30 s per test.
describe('entry and exit mode (extension checkInLists)', { timeout: 120_000 }, () => {
  it('a large toggle with the mode always stated; exit mode records an exit, not an admission', async () => {
    const calls = api({
      tickets: [ticket(1, { isScanned: true, status: 'used', scannedBy: 'Gate M' }), ticket(2)],
      extensions: ['checkInLists', 'scanSync'],
    });
    const user = await logIn();
    const bar = await screen.findByTestId('gate-mode');
    const entry = screen.getByRole('button', { name: 'Entry' });
    const exit = screen.getByRole('button', { name: 'Exit' });
    expect(screen.getByRole('group', { name: 'Scan mode' })).toBeInTheDocument();
    expect(entry).toHaveAttribute('aria-pressed', 'true');
    expect(exit).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(bar).toHaveTextContent('Entry mode · List: Main entrance'));

    await user.click(exit);
    expect(exit).toHaveAttribute('aria-pressed', 'true');
    expect(bar).toHaveAttribute('data-mode', 'exit');
    expect(bar).toHaveTextContent('EXIT MODE: scans record guests going out');

    const field = screen.getByRole('textbox', { name: /Search by name/ });
    await user.click(field);
    await user.keyboard('TK-TICKET1X{Enter}');
    expect(await screen.findByTestId('scan-feedback')).toHaveTextContent('Exited: First1 Last1');
    expect(calls.exits.map((e) => e.ref)).toEqual(['TK-TICKET1X']);
    expect(calls.scans).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The mode is kept for this agent on this phone.
    expect(localStorage.getItem(`scannerDirection:${AGENT.agentId}`)).toBe('"exit"');
  });

  it('offline, the phone decides with its copy of the list: exits and refusals queue and sync with their reasons, once', async () => {
    const calls = api({
      tickets: [
        ticket(1, { isScanned: true, status: 'used', scannedBy: 'Gate M' }),
        ticket(3, { priceTier: { name: 'VIP', price: 250 } }),
      ],
      extensions: ['checkInLists', 'scanSync'],
    });
    const user = await logIn();
    await waitFor(() => expect(screen.getByTestId('gate-mode')).toHaveTextContent('List: Main entrance'));
    phone.online = false;
    const field = screen.getByRole('textbox', { name: /Search by name/ });

    // A VIP ticket at the Main entrance: refused, told where to go.
    await user.click(field);
    await user.keyboard('TK-TICKET3X{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'VIP tickets are not admitted at Main entrance: go to VIP',
    );
    // An exit, decided on the phone.
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await user.click(field);
    await user.keyboard('TK-TICKET1X{Enter}');
    expect(await screen.findByTestId('scan-feedback')).toHaveTextContent(
      'Exited: First1 Last1 — Exit recorded on this phone',
    );
    // Out already: a second exit is refused on the phone too.
    await user.keyboard('TK-TICKET1X{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not inside: this guest went out at');
    expect(calls.exits).toEqual([]);

    setNetwork(true);
    await waitFor(() => expect(calls.synced).toHaveLength(3));
    expect(calls.synced.map((s) => [s.ticketId, s.kind ?? 'entry'])).toEqual([
      ['TK-TICKET3X', 'refusal'],
      ['TK-TICKET1X', 'exit'],
      ['TK-TICKET1X', 'refusal'],
    ]);
    expect(calls.synced[0].message).toBe('VIP tickets are not admitted at Main entrance: go to VIP');
    // Sent once: nothing waits and nothing goes again.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.synced).toHaveLength(3);
  });

  it('a SPEC server shows no mode toggle', async () => {
    api({ tickets: [ticket(1)], extensions: null });
    await logIn();
    expect(screen.queryByTestId('gate-mode')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exit' })).toBeNull();
  });
});
