import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';
import { openScannerStore } from '../../src/lib/scannerStore';
import { SCAN_TIMEOUT_MS } from '../../src/customRoutes/scanner/scannerApi';
import { AGENT_UNDO_WINDOW_MS } from '../../src/contract/scanDecision';

/**
 * Undo of an admission the phone has not sent yet (decided offline, waiting in the outbox): the
 * ticket is never admitted on the server, and the list, the counters and the waiting count follow.
 * The server here keeps the reference server's rules for nonces (a Reject with the nonce of the scan
 * that admitted the ticket undoes it); what is checked is what the phone sends and shows.
 */
configure({ asyncUtilTimeout: 5000 });

const AGENT = { _id: 'a'.repeat(24), agentId: 'AG-GATEU23456', name: 'Gate U' };
const EVENT = { _id: 'e'.repeat(24), name: 'Soirée Malouf' };
const PATH = `/security-scanner/${AGENT.agentId}`;
const OFFLINE_BANNER = 'Admitted offline, not yet sent: First1 Last1';

interface Ticket {
  _id: string;
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string };
  priceTier: { name: string; price: number };
  status: string;
  purchaseDate: string;
  isScanned: boolean;
  scannedBy?: string | null;
}
const ticket = (n: number): Ticket => ({
  _id: String(n).padStart(24, '0'),
  ticketId: `TK-TICKET${n}`,
  customerInfo: { firstName: `First${n}`, lastName: `Last${n}`, phoneNumber: `2200000${n}` },
  priceTier: { name: 'VIP', price: 120 },
  status: 'active',
  purchaseDate: `2026-11-2${n}T19:30:00.000Z`,
  isScanned: false,
});

function referenceServer(tickets: Ticket[]) {
  const admittedBy = new Map<string, string | undefined>();
  const calls = {
    scans: [] as Array<{ ref: string; action: string; stage: string; nonce?: string }>,
    synced: [] as string[],
  };
  const net = {
    down: false,
    /** The next scan calls (first step) are carried out but their answer never reaches the phone. */
    loseScanAnswers: 0,
    /** The sync's answer waits for this (the server has done its work). */
    holdSync: null as Promise<void> | null,
  };
  const byRef = (ref: string) => tickets.find((t) => t.ticketId === ref)!;
  const admit = (t: Ticket, nonce?: string) => {
    Object.assign(t, { isScanned: true, status: 'used', scannedBy: AGENT.name });
    admittedBy.set(t.ticketId, nonce);
  };
  offerExtensions('scanSync', 'admissionUndo');
  server.use(
    http.all(`${API}/api/*`, () => (net.down ? HttpResponse.error() : undefined)),
    http.post(`${API}/api/security-agents-public/login`, () =>
      HttpResponse.json({ success: true, data: { agent: AGENT, event: EVENT, token: 'agent-token' } }),
    ),
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets`, () =>
      HttpResponse.json({ success: true, data: { data: tickets.map((t) => ({ ...t })) } }),
    ),
    http.get(
      `${API}/api/security-agents/event/${EVENT._id}/tickets/live`,
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.post(`${API}/api/security-agents/scan/:ref`, async ({ request, params }) => {
      const body = (await request.json()) as { action: string; stage: string; nonce?: string };
      const c = { ref: String(params.ref), ...body };
      calls.scans.push(c);
      const t = byRef(c.ref);
      if (c.action === 'reject') {
        if (t.isScanned && admittedBy.get(t.ticketId) === c.nonce) {
          Object.assign(t, { isScanned: false, status: 'active', scannedBy: null });
          admittedBy.delete(t.ticketId);
        }
        return HttpResponse.json({ success: true, data: { ...t } });
      }
      if (!t.isScanned) admit(t, c.nonce);
      if (c.stage === 'scan' && net.loseScanAnswers > 0) {
        net.loseScanAnswers--;
        return new Promise<Response>(() => {}); // carried out, never answered
      }
      return HttpResponse.json({ success: true, data: { ...t } });
    }),
    http.post(`${API}/api/security-agents/sync`, async ({ request }) => {
      const { scans } = (await request.json()) as { scans: Array<{ nonce: string; ticketId: string }> };
      const data = scans.map((s) => {
        calls.synced.push(s.ticketId);
        const t = byRef(s.ticketId);
        if (!t.isScanned) admit(t, s.nonce);
        return { ...s, result: 'accepted' };
      });
      if (net.holdSync) await net.holdSync;
      return HttpResponse.json({ success: true, data });
    }),
  );
  return { calls, net };
}

let online = true;
function setNetwork(up: boolean, net: { down: boolean }) {
  online = up;
  net.down = !up;
  act(() => void window.dispatchEvent(new Event(up ? 'online' : 'offline')));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory(); // a fresh phone
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function logIn() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ScannerApp pathname={PATH} />);
  await user.type(screen.getByLabelText(/^Password/), 'agent123');
  await user.click(screen.getByRole('button', { name: 'Access Scanner' }));
  await waitFor(() => expect(screen.getAllByTestId('ticket-row').length).toBeGreaterThan(0));
  return user;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const waiting = () => Number(screen.getByTestId('waiting-count').getAttribute('data-count'));
const stat = (name: 'scanned' | 'unscanned') => screen.getByTestId(`stat-${name}`).textContent;
const row = (name: string) => screen.getAllByTestId('ticket-row').find((r) => within(r).queryByText(name))!;
const outboxOnPhone = async () => {
  const store = await openScannerStore(AGENT.agentId);
  try {
    return (await store.outbox()).map((e) => `${e.action ?? 'admit'}:${e.ticketId}`);
  } finally {
    store.close();
  }
};

async function admit(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(row(name)).getByRole('button', { name: 'Scan Ticket' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const undoOn = (text: string) =>
  within(screen.getByText(text).closest('[data-testid="scan-feedback"]') as HTMLElement).getByRole('button', {
    name: 'Undo',
  });

describe('Undo of an admission not sent yet', () => {
  it('offline: the admission leaves the outbox, the list and counters follow, and nothing is sent when the network is back', async () => {
    const tickets = [ticket(1), ticket(2)];
    const { calls, net } = referenceServer(tickets);
    const user = await logIn();
    setNetwork(false, net);
    await admit(user, 'First1 Last1');
    expect(screen.getByText(OFFLINE_BANNER)).toBeInTheDocument();
    expect(waiting()).toBe(1);
    expect(stat('scanned')).toBe('Scanned1');

    await user.click(undoOn(OFFLINE_BANNER));
    expect(await screen.findByText('Admission undone: First1 Last1')).toBeInTheDocument();
    expect(waiting()).toBe(0);
    expect(stat('scanned')).toBe('Scanned0');
    expect(stat('unscanned')).toBe('Unscanned2');
    expect(within(row('First1 Last1')).getByRole('button', { name: 'Scan Ticket' })).toBeEnabled();
    expect(await outboxOnPhone()).toEqual([]);

    setNetwork(true, net);
    await advance(15_000); // the outbox's retries: nothing left to send
    expect(calls.synced).toEqual([]);
    expect(calls.scans).toEqual([]);
    expect(tickets[0].isScanned).toBe(false);
  });

  it('a scan whose answer never came (it may have admitted the ticket): its Reject goes out with the same nonce and the server ends unscanned', async () => {
    const tickets = [ticket(1)];
    const { calls, net } = referenceServer(tickets);
    const user = await logIn();
    net.loseScanAnswers = 1;
    await user.click(within(row('First1 Last1')).getByRole('button', { name: 'Scan Ticket' }));
    await advance(SCAN_TIMEOUT_MS + 100); // the device decides
    const dialog = await screen.findByRole('dialog');
    setNetwork(false, net);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tickets[0].isScanned).toBe(true); // the lost call did admit it
    const nonce = calls.scans[0].nonce;

    await user.click(undoOn(OFFLINE_BANNER));
    expect(await screen.findByText('Admission undone: First1 Last1')).toBeInTheDocument();
    expect(waiting()).toBe(0);
    expect(await outboxOnPhone()).toEqual(['reject:TK-TICKET1']);

    setNetwork(true, net);
    await waitFor(() => expect(tickets[0].isScanned).toBe(false));
    expect(calls.scans.at(-1)).toMatchObject({ action: 'reject', stage: 'decision', nonce });
    expect(calls.synced).toEqual([]);
    await waitFor(async () => expect(await outboxOnPhone()).toEqual([]));
  });

  it('undone while its sync is on the way: the Reject follows the answer and the ticket ends unscanned', async () => {
    const tickets = [ticket(1)];
    const { calls, net } = referenceServer(tickets);
    const user = await logIn();
    setNetwork(false, net);
    await admit(user, 'First1 Last1');
    let release = () => {};
    net.holdSync = new Promise<void>((r) => (release = r));
    setNetwork(true, net);
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    expect(tickets[0].isScanned).toBe(true);

    await user.click(undoOn(OFFLINE_BANNER));
    expect(await screen.findByText('Admission undone: First1 Last1')).toBeInTheDocument();
    net.holdSync = null;
    release();
    await waitFor(() => expect(tickets[0].isScanned).toBe(false));
    expect(calls.scans.at(-1)).toMatchObject({ action: 'reject', stage: 'decision' });
    await waitFor(async () => expect(await outboxOnPhone()).toEqual([]));
    await waitFor(() => expect(stat('scanned')).toBe('Scanned0'));
    expect(waiting()).toBe(0);
  });

  it('is offered for 2 minutes', async () => {
    const { net } = referenceServer([ticket(1)]);
    const user = await logIn();
    setNetwork(false, net);
    await admit(user, 'First1 Last1');
    expect(undoOn(OFFLINE_BANNER)).toBeInTheDocument();
    await advance(AGENT_UNDO_WINDOW_MS);
    const banner = screen.getByText(OFFLINE_BANNER).closest('[data-testid="scan-feedback"]') as HTMLElement;
    expect(within(banner).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(waiting()).toBe(1);
  });
});
