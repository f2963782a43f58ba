import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { SCAN_TIMEOUT_MS } from '../../src/customRoutes/scanner/scannerApi';
import { AGENT_UNDO_WINDOW_MS } from '../../src/contract/scanDecision';
import {
  admitAtModal as admit,
  advancePhoneClock,
  agentSession,
  apiFollowsNetwork,
  logInOnPhoneClock,
  newPhoneEachTest,
  outboxOnPhone,
  scannerFixtures,
  scannerTicket as ticket,
  setNetwork,
  ticketRow,
  waitingCount as waiting,
  type ScannerTicket as Ticket,
} from './scannerHarness';

/**
 * Undo of an admission the phone has not sent yet (decided offline, waiting in the outbox): the
 * ticket is never admitted on the server, and the list, the counters and the waiting count follow.
 * The server here keeps the reference server's rules for nonces (a Reject with the nonce of the scan
 * that admitted the ticket undoes it); what is checked is what the phone sends and shows.
 */
configure({ asyncUtilTimeout: 5000 });

const { AGENT, EVENT } = scannerFixtures('AG-GATEU23456', 'Gate U');
const OFFLINE_BANNER = 'Admitted offline, not yet sent: First1 Last1';

function referenceServer(tickets: Ticket[]) {
  const admittedBy = new Map<string, string | undefined>();
  const calls = {
    scans: [] as Array<{ ref: string; action: string; stage: string; nonce?: string }>,
    synced: [] as string[],
  };
  const net = {
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
    apiFollowsNetwork(),
    ...agentSession(AGENT, EVENT, () => tickets.map((t) => ({ ...t }))),
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

newPhoneEachTest();

const logIn = () => logInOnPhoneClock(AGENT);
const advance = advancePhoneClock;
const stat = (name: 'scanned' | 'unscanned') => screen.getByTestId(`stat-${name}`).textContent;
/** What waits on the phone: `admit:…` or `reject:…` and the ticket. */
const outbox = async () => (await outboxOnPhone(AGENT)).map((e) => `${e.action ?? 'admit'}:${e.ticketId}`);

const undoOn = (text: string) =>
  within(screen.getByText(text).closest('[data-testid="scan-feedback"]') as HTMLElement).getByRole('button', {
    name: 'Undo',
  });

describe('Undo of an admission not sent yet', () => {
  it('offline: the admission leaves the outbox, the list and counters follow, and nothing is sent when the network is back', async () => {
    const tickets = [ticket(1), ticket(2)];
    const { calls } = referenceServer(tickets);
    const user = await logIn();
    setNetwork(false);
    await admit(user, 'First1 Last1');
    expect(screen.getByText(OFFLINE_BANNER)).toBeInTheDocument();
    expect(waiting()).toBe(1);
    expect(stat('scanned')).toBe('Scanned1');

    await user.click(undoOn(OFFLINE_BANNER));
    expect(await screen.findByText('Admission undone: First1 Last1')).toBeInTheDocument();
    expect(waiting()).toBe(0);
    expect(stat('scanned')).toBe('Scanned0');
    expect(stat('unscanned')).toBe('Unscanned2');
    expect(within(ticketRow('First1 Last1')).getByRole('button', { name: 'Scan Ticket' })).toBeEnabled();
    expect(await outbox()).toEqual([]);

    setNetwork(true);
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
    await user.click(within(ticketRow('First1 Last1')).getByRole('button', { name: 'Scan Ticket' }));
    await advance(SCAN_TIMEOUT_MS + 100); // the device decides
    const dialog = await screen.findByRole('dialog');
    setNetwork(false);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tickets[0].isScanned).toBe(true); // the lost call did admit it
    const nonce = calls.scans[0].nonce;

    await user.click(undoOn(OFFLINE_BANNER));
    expect(await screen.findByText('Admission undone: First1 Last1')).toBeInTheDocument();
    expect(waiting()).toBe(0);
    expect(await outbox()).toEqual(['reject:TK-TICKET1']);

    setNetwork(true);
    await waitFor(() => expect(tickets[0].isScanned).toBe(false));
    expect(calls.scans.at(-1)).toMatchObject({ action: 'reject', stage: 'decision', nonce });
    expect(calls.synced).toEqual([]);
    await waitFor(async () => expect(await outbox()).toEqual([]));
  });

  it('undone while its sync is on the way: the Reject follows the answer and the ticket ends unscanned', async () => {
    const tickets = [ticket(1)];
    const { calls, net } = referenceServer(tickets);
    const user = await logIn();
    setNetwork(false);
    await admit(user, 'First1 Last1');
    let release = () => {};
    net.holdSync = new Promise<void>((r) => (release = r));
    setNetwork(true);
    await waitFor(() => expect(calls.synced).toEqual(['TK-TICKET1']));
    expect(tickets[0].isScanned).toBe(true);

    await user.click(undoOn(OFFLINE_BANNER));
    expect(await screen.findByText('Admission undone: First1 Last1')).toBeInTheDocument();
    net.holdSync = null;
    release();
    await waitFor(() => expect(tickets[0].isScanned).toBe(false));
    expect(calls.scans.at(-1)).toMatchObject({ action: 'reject', stage: 'decision' });
    await waitFor(async () => expect(await outbox()).toEqual([]));
    await waitFor(() => expect(stat('scanned')).toBe('Scanned0'));
    expect(waiting()).toBe(0);
  });

  it('is offered for 2 minutes', async () => {
    referenceServer([ticket(1)]);
    const user = await logIn();
    setNetwork(false);
    await admit(user, 'First1 Last1');
    expect(undoOn(OFFLINE_BANNER)).toBeInTheDocument();
    await advance(AGENT_UNDO_WINDOW_MS);
    const banner = screen.getByText(OFFLINE_BANNER).closest('[data-testid="scan-feedback"]') as HTMLElement;
    expect(within(banner).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(waiting()).toBe(1);
  });
});
