import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';
import { openScannerStore } from '../../src/lib/scannerStore';
import {
  admitAtModal as admitOffline,
  agentSession,
  apiFollowsNetwork,
  keepSession,
  newPhoneEachTest,
  openAndLogIn,
  outboxOnPhone,
  phone,
  scannerFixtures,
  scannerTicket as ticket,
  setNetwork,
  submitLogin,
  ticketRow as row,
  waitingCount as waiting,
} from './scannerHarness';

// The machine is shared: give slow first renders (lazy chunks) more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/**
 * Nothing unsent is ever lost: admissions decided on the phone and not sent yet survive Log out, an
 * expired or refused session, and a deactivated agent, and go out at the agent's next login.
 */
const { AGENT, EVENT, PATH } = scannerFixtures('AG-GATEA23456', 'Gate A');
const INACTIVE = 'This security agent is inactive';
const EXPIRED = 'Agent session expired, please log in again';

type SyncAnswer = 'accept' | 'expired' | 'inactive' | 'hang';

/** The reference server with sync: `mode.sync` says how it answers the outbox. */
function referenceServer() {
  const mode = { sync: 'accept' as SyncAnswer };
  const calls = { synced: [] as string[], logins: 0, syncCalls: 0 };
  offerExtensions('scanSync');
  server.use(
    apiFollowsNetwork(),
    ...agentSession(
      AGENT,
      EVENT,
      () => [ticket(1), ticket(2)],
      () => calls.logins++,
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

newPhoneEachTest();

const logIn = (user = userEvent.setup()) => submitLogin(user);
/** The tickets of the admissions waiting on the phone. */
const outbox = async () => (await outboxOnPhone(AGENT)).map((e) => e.ticketId);

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
  keepSession(AGENT, EVENT, ['scanSync']);
}

describe('log out with admissions not sent', () => {
  it('offline: says how many, keeps them on the phone, and the next login sends them', async () => {
    const { calls } = referenceServer();
    const { user } = await openAndLogIn(AGENT);
    setNetwork(false);
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
    expect(await outbox()).toEqual(['TK-TICKET1']);
    expect(calls.synced).toEqual([]);
    // The login form says what waits on the phone.
    expect(await screen.findByTestId('waiting-at-login')).toHaveTextContent(
      '1 admission made on this phone waits to be sent: it is sent once you log in.',
    );

    setNetwork(true);
    await logIn(user);
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    await waitFor(() => expect(waiting()).toBe(0));
    expect(await outbox()).toEqual([]);
  });

  it('online: sends them before the session ends', async () => {
    const { calls } = referenceServer();
    const { user } = await openAndLogIn(AGENT);
    setNetwork(false);
    await admitOffline(user, 'First2 Last2');
    // Back online, but the outbox has not been sent yet (it would at the next retry).
    phone.online = true;
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out with admissions not sent?' });
    expect(dialog).toHaveTextContent('It is sent before you log out.');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Access Scanner' });
    expect(calls.synced).toEqual(['TK-TICKET2']);
    expect(await outbox()).toEqual([]);
  });

  it('with nothing waiting, logs out at once (no question)', async () => {
    referenceServer();
    const { user } = await openAndLogIn(AGENT);
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
    expect(await outbox()).toEqual(['TK-TICKET1']);

    mode.sync = 'accept';
    await logIn();
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    expect(await outbox()).toEqual([]);
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
    const { user } = await openAndLogIn(AGENT);
    await user.click(within(row('First1 Last1')).getByRole('button', { name: 'Scan Ticket' }));
    const dialog = await screen.findByRole('dialog');
    expired = true; // the session ends while the modal is open
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('button', { name: 'Access Scanner' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to process ticket/)).toBeNull();
    const kept = await outboxOnPhone(AGENT);
    expect(kept.map((e) => [e.ticketId, e.nonce])).toEqual([['TK-TICKET1', scans[0].nonce]]);
    expect(calls.syncCalls).toBe(0);

    expired = false;
    await logIn(user);
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    expect(await outbox()).toEqual([]);
  });

  it('a 401 on a scan: the login at once with the reason, and the admissions waiting stay on the phone', async () => {
    const { mode, calls } = referenceServer();
    server.use(
      http.post(`${API}/api/security-agents/scan/:ref`, () =>
        HttpResponse.json({ message: EXPIRED }, { status: 401 }),
      ),
    );
    const { user } = await openAndLogIn(AGENT);
    setNetwork(false);
    await admitOffline(user, 'First2 Last2');
    mode.sync = 'hang'; // its sync never answers: it waits on the phone
    setNetwork(true);
    await waitFor(() => expect(calls.syncCalls).toBe(1));

    await user.click(within(row('First1 Last1')).getByRole('button', { name: 'Scan Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('button', { name: 'Access Scanner' })).toBeInTheDocument();
    expect(await outbox()).toEqual(['TK-TICKET2']);

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
    expect(await outbox()).toEqual(['TK-TICKET1']);
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
    await waitFor(async () => expect(await outbox()).toEqual([]));
    expect(screen.queryByTestId('no-storage')).toBeNull();
  });
});
