import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';
import { openScannerStore } from '../../src/lib/scannerStore';

// The machine is shared: give slow first renders (lazy chunks) more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/**
 * Nothing unsent is ever lost: admissions decided on the phone and not sent yet survive Log out, an
 * expired or refused session, and a deactivated agent, and go out at the agent's next login.
 */
const AGENT = { _id: 'a'.repeat(24), agentId: 'AG-GATEA23456', name: 'Gate A' };
const EVENT = { _id: 'e'.repeat(24), name: 'Soirée Malouf' };
const PATH = `/security-scanner/${AGENT.agentId}`;
const INACTIVE = 'This security agent is inactive';
const EXPIRED = 'Agent session expired, please log in again';

const ticket = (n: number) => ({
  _id: String(n).padStart(24, '0'),
  ticketId: `TK-TICKET${n}`,
  customerInfo: { firstName: `First${n}`, lastName: `Last${n}`, phoneNumber: `2200000${n}` },
  priceTier: { name: 'VIP', price: 120 },
  status: 'active',
  purchaseDate: `2026-11-2${n}T19:30:00.000Z`,
  isScanned: false,
});

type SyncAnswer = 'accept' | 'expired' | 'inactive' | 'hang';

/** The reference server with sync: `mode.sync` says how it answers the outbox. */
function referenceServer() {
  const mode = { sync: 'accept' as SyncAnswer, down: false };
  const calls = { synced: [] as string[], logins: 0, syncCalls: 0 };
  offerExtensions('scanSync');
  server.use(
    http.all(`${API}/api/*`, () => (mode.down ? HttpResponse.error() : undefined)),
    http.post(`${API}/api/security-agents-public/login`, () => {
      calls.logins++;
      return HttpResponse.json({ success: true, data: { agent: AGENT, event: EVENT, token: 'agent-token' } });
    }),
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets`, () =>
      HttpResponse.json({ success: true, data: { data: [ticket(1), ticket(2)] } }),
    ),
    http.get(
      `${API}/api/security-agents/event/${EVENT._id}/tickets/live`,
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.post(`${API}/api/security-agents/sync`, async ({ request }) => {
      calls.syncCalls++;
      const { scans } = (await request.json()) as { scans: Array<{ nonce: string; ticketId: string }> };
      if (mode.sync === 'expired') return HttpResponse.json({ message: EXPIRED }, { status: 401 });
      if (mode.sync === 'hang') return new Promise<Response>(() => {});
      if (mode.sync === 'inactive')
        return HttpResponse.json({
          success: true,
          data: scans.map((s) => ({ ...s, result: 'refused', message: INACTIVE, retry: true })),
        });
      calls.synced.push(...scans.map((s) => s.ticketId));
      return HttpResponse.json({
        success: true,
        data: scans.map((s) => ({ ...s, result: 'accepted' })),
      });
    }),
  );
  return { mode, calls };
}

let online = true;
function setNetwork(up: boolean, mode: { down: boolean }) {
  online = up;
  mode.down = !up;
  act(() => void window.dispatchEvent(new Event(up ? 'online' : 'offline')));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory(); // a fresh phone
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

async function logIn(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText(/^Password/), 'agent123');
  await user.click(screen.getByRole('button', { name: 'Access Scanner' }));
  await waitFor(() => expect(screen.getAllByTestId('ticket-row').length).toBeGreaterThan(0));
  return user;
}

const row = (name: string) => screen.getAllByTestId('ticket-row').find((r) => within(r).queryByText(name))!;
const waiting = () => Number(screen.getByTestId('waiting-count').getAttribute('data-count'));
const outboxOnPhone = async () => {
  const store = await openScannerStore(AGENT.agentId);
  try {
    return (await store.outbox()).map((e) => e.ticketId);
  } finally {
    store.close();
  }
};

async function admitOffline(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(row(name)).getByRole('button', { name: 'Scan Ticket' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** A phone that holds the agent's session and one admission not sent yet (from before a reload). */
async function phoneWithQueuedAdmission() {
  const store = await openScannerStore(AGENT.agentId);
  await store.enqueue({
    nonce: 'n'.repeat(32),
    ticketId: 'TK-TICKET1',
    _id: ticket(1)._id,
    name: 'First1 Last1',
    deviceAt: new Date().toISOString(),
  });
  store.close();
  localStorage.setItem(
    `scannerSession:${AGENT.agentId}`,
    JSON.stringify({ agent: AGENT, event: EVENT, token: 'agent-token' }),
  );
  localStorage.setItem(`scannerCapabilities:${AGENT.agentId}`, JSON.stringify(['scanSync']));
}

describe('log out with admissions not sent', () => {
  it('offline: says how many, keeps them on the phone, and the next login sends them', async () => {
    const { mode, calls } = referenceServer();
    render(<ScannerApp pathname={PATH} />);
    const user = await logIn();
    setNetwork(false, mode);
    await admitOffline(user, 'First1 Last1');
    expect(waiting()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out with admissions not sent?' });
    expect(dialog).toHaveTextContent('1 admission made on this phone is not sent yet.');
    expect(dialog).toHaveTextContent(
      'This phone is offline: it stays on the phone and is sent when Gate A logs in here again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Access Scanner' });
    expect(await outboxOnPhone()).toEqual(['TK-TICKET1']);
    expect(calls.synced).toEqual([]);
    // The login form says what waits on the phone.
    expect(await screen.findByTestId('waiting-at-login')).toHaveTextContent(
      '1 admission made on this phone waits to be sent: it is sent once you log in.',
    );

    setNetwork(true, mode);
    await logIn(user);
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    await waitFor(() => expect(waiting()).toBe(0));
    expect(await outboxOnPhone()).toEqual([]);
  });

  it('online: sends them before the session ends', async () => {
    const { mode, calls } = referenceServer();
    render(<ScannerApp pathname={PATH} />);
    const user = await logIn();
    setNetwork(false, mode);
    await admitOffline(user, 'First2 Last2');
    // Back online, but the outbox has not been sent yet (it would at the next retry).
    online = true;
    mode.down = false;
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out with admissions not sent?' });
    expect(dialog).toHaveTextContent('It is sent before you log out.');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Access Scanner' });
    expect(calls.synced).toEqual(['TK-TICKET2']);
    expect(await outboxOnPhone()).toEqual([]);
  });

  it('with nothing waiting, logs out at once (no question)', async () => {
    referenceServer();
    render(<ScannerApp pathname={PATH} />);
    const user = await logIn();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Access Scanner' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a refused session keeps the outbox and asks for the password at once', () => {
  it('an expired token (401 from the background sync) returns to the login with the reason', async () => {
    const { mode, calls } = referenceServer();
    mode.sync = 'expired';
    await phoneWithQueuedAdmission();
    render(<ScannerApp pathname={PATH} />);
    // No scan needed, no retry period waited for: the first refused sync brings the login.
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('button', { name: 'Access Scanner' })).toBeInTheDocument();
    expect(calls.syncCalls).toBe(1);
    expect(await outboxOnPhone()).toEqual(['TK-TICKET1']);

    mode.sync = 'accept';
    await logIn();
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    expect(await outboxOnPhone()).toEqual([]);
  });

  it('a 401 on the Accept itself: the admission is queued with its scan’s nonce, the login asked at once, and it is sent after it', async () => {
    const { calls } = referenceServer();
    const scans: Array<{ stage: string; nonce: string }> = [];
    let expired = false;
    server.use(
      http.post(`${API}/api/security-agents/scan/:ref`, async ({ request }) => {
        const body = (await request.json()) as { stage: string; nonce: string };
        scans.push(body);
        if (expired) return HttpResponse.json({ message: EXPIRED }, { status: 401 });
        return HttpResponse.json({ success: true, data: { ...ticket(1), isScanned: true, status: 'used' } });
      }),
    );
    render(<ScannerApp pathname={PATH} />);
    const user = await logIn();
    await user.click(within(row('First1 Last1')).getByRole('button', { name: 'Scan Ticket' }));
    const dialog = await screen.findByRole('dialog');
    expired = true; // the session ends while the modal is open
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('button', { name: 'Access Scanner' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to process ticket/)).toBeNull();
    const store = await openScannerStore(AGENT.agentId);
    const kept = await store.outbox();
    store.close();
    expect(kept.map((e) => [e.ticketId, e.nonce])).toEqual([['TK-TICKET1', scans[0].nonce]]);
    expect(calls.syncCalls).toBe(0);

    expired = false;
    await logIn(user);
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    expect(await outboxOnPhone()).toEqual([]);
  });

  it('a 401 on a scan: the login at once with the reason, and the admissions waiting stay on the phone', async () => {
    const { mode, calls } = referenceServer();
    server.use(
      http.post(`${API}/api/security-agents/scan/:ref`, () =>
        HttpResponse.json({ message: EXPIRED }, { status: 401 }),
      ),
    );
    render(<ScannerApp pathname={PATH} />);
    const user = await logIn();
    setNetwork(false, mode);
    await admitOffline(user, 'First2 Last2');
    mode.sync = 'hang'; // its sync never answers: it waits on the phone
    setNetwork(true, mode);
    await waitFor(() => expect(calls.syncCalls).toBe(1));

    await user.click(within(row('First1 Last1')).getByRole('button', { name: 'Scan Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('button', { name: 'Access Scanner' })).toBeInTheDocument();
    expect(await outboxOnPhone()).toEqual(['TK-TICKET2']);

    mode.sync = 'accept';
    await logIn(user);
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET2']));
  });

  it("a deactivated agent's queued admissions wait, and are sent once the agent is back", async () => {
    const { mode, calls } = referenceServer();
    mode.sync = 'inactive';
    await phoneWithQueuedAdmission();
    render(<ScannerApp pathname={PATH} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(INACTIVE);
    expect(await outboxOnPhone()).toEqual(['TK-TICKET1']);
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();

    // Reactivated by the organiser: the next login sends them.
    mode.sync = 'accept';
    await logIn();
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();
  });
});

describe('a phone that cannot store data', () => {
  it('says so on the login form', async () => {
    referenceServer();
    // Private modes: IndexedDB is missing or refuses to open.
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
    render(<ScannerApp pathname={PATH} />);
    expect(await screen.findByTestId('no-storage')).toHaveTextContent(
      'This browser cannot keep data on the phone (private mode?)',
    );
    vi.unstubAllGlobals();
  });

  it('says nothing when it can', async () => {
    referenceServer();
    render(<ScannerApp pathname={PATH} />);
    await screen.findByLabelText(/^Password/);
    // The check runs after the form has painted: wait for the (storable) answer to settle.
    await waitFor(async () => expect(await outboxOnPhone()).toEqual([]));
    expect(screen.queryByTestId('no-storage')).toBeNull();
  });
});
