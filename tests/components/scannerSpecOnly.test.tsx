import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';
import { openScannerStore } from '../../src/lib/scannerStore';
import { POLL_MS } from '../../src/customRoutes/scanner/useAgentTickets';
import {
  admitAtModal,
  agentLogin,
  agentTickets,
  apiFollowsNetwork,
  keepSession,
  newPhoneEachTest,
  openAndLogIn,
  scannerFixtures,
  scannerTicket as ticket,
  setNetwork,
  ticketRow as row,
  waitingCount as waiting,
  type ScannerTicket as Ticket,
  type User,
} from './scannerHarness';

/**
 * The door scanner in front of a server of SPEC §7 only: no capabilities call, no sync, no live
 * stream (all 404 {"message":"Not found"}), query parameters SPEC does not name ignored, and
 * tickets without scannedAt/scannedBy. Offline admissions go through SPEC's two-step scan.
 */
const { AGENT, EVENT, PATH } = scannerFixtures('AG-GATEB23456', 'Gate B', { agent: 'b'.repeat(24) });

const hhmm = (d: Date) =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** A SPEC-only server: it admits a ticket once, and says who was first as the reference server words it. */
function specServer(tickets: Ticket[], opts: { capabilities?: 'absent' | 'unknown' } = {}) {
  const admitted = new Map<string, { by: string; at: Date }>();
  const calls = {
    scans: [] as Array<{ ref: string; action: unknown; stage: unknown }>,
    admissions: new Map<string, number>(),
    lists: 0,
    capabilities: [] as Array<string | null>,
    notFound: [] as string[],
  };
  const notFound = (what: string) => {
    calls.notFound.push(what);
    return HttpResponse.json({ message: 'Not found' }, { status: 404 });
  };
  const admit = (t: Ticket, by: string, at = new Date()) => {
    admitted.set(t.ticketId, { by, at });
    Object.assign(t, { isScanned: true, status: 'used' });
    calls.admissions.set(t.ticketId, (calls.admissions.get(t.ticketId) ?? 0) + 1);
  };
  server.use(
    apiFollowsNetwork(),
    agentLogin(AGENT, EVENT),
    http.get(`${API}/api/capabilities`, ({ request }) => {
      calls.capabilities.push(request.headers.get('Authorization'));
      return opts.capabilities === 'unknown'
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : notFound('capabilities');
    }),
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets/live`, () => notFound('live')),
    http.post(`${API}/api/security-agents/sync`, () => notFound('sync')),
    agentTickets(EVENT, () => {
      calls.lists++;
      return tickets.map((t) => ({ ...t }));
    }),
    http.post(`${API}/api/security-agents/scan/:ref`, async ({ request, params }) => {
      const body = (await request.json()) as { action: unknown; stage?: unknown };
      const ref = String(params.ref);
      calls.scans.push({ ref, action: body.action, stage: body.stage });
      const t = tickets.find((x) => x.ticketId === ref);
      if (!t) return HttpResponse.json({ message: 'Ticket not found for this event' }, { status: 404 });
      const first = admitted.get(ref);
      if (!first) {
        admit(t, AGENT.name);
        return HttpResponse.json({ success: true, data: t });
      }
      const recent = Date.now() - first.at.getTime() < 2 * 60_000;
      if (first.by === AGENT.name && body.stage !== 'scan' && recent)
        return HttpResponse.json({ success: true, data: t });
      return HttpResponse.json(
        { message: `Ticket already scanned at ${hhmm(first.at)} by ${first.by}` },
        { status: 409 },
      );
    }),
  );
  return { calls, admit };
}

newPhoneEachTest();

const logIn = () => openAndLogIn(AGENT);

/** A device that already holds the agent's session (and what it learned of the server). */
function reopen(capabilities: string[] | null = []) {
  keepSession(AGENT, EVENT, capabilities);
  return render(<ScannerApp pathname={PATH} />);
}

/** An admission at the modal, which says the device decides it offline. */
const admitOffline = (user: User, name: string) =>
  admitAtModal(user, name, (dialog) =>
    expect(
      within(dialog).getByText('Offline: checked on this device, sent when the network is back'),
    ).toBeInTheDocument(),
  );

describe('the scanner on a server of SPEC §7 only', () => {
  it('learns the capabilities once after login (agent token, 404 = SPEC only) and keeps them across a reload', async () => {
    const { calls } = specServer([ticket(1)]);
    const { unmount } = await logIn();
    await waitFor(() => expect(localStorage.getItem(`scannerCapabilities:${AGENT.agentId}`)).toBe('[]'));
    expect(calls.capabilities).toEqual(['Bearer agent-token']);
    // Reload: the stored answer is used, the server is not asked again, and no live stream is tried.
    unmount();
    const before = { notFound: calls.notFound.length, lists: calls.lists };
    render(<ScannerApp pathname={PATH} />);
    await waitFor(() => expect(calls.lists).toBeGreaterThan(before.lists));
    expect(screen.getByText('Agent: Gate B')).toBeInTheDocument();
    expect(calls.capabilities).toHaveLength(1);
    expect(calls.notFound.slice(before.notFound)).toEqual([]);
    // Log out forgets it with the session: the next login learns it again.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Access Scanner' });
    expect(localStorage.getItem(`scannerCapabilities:${AGENT.agentId}`)).toBeNull();
  });

  it('replays offline admissions in order through the two-step scan, each admitted exactly once, without a word of "Not found"', async () => {
    const tickets = [ticket(1), ticket(2), ticket(3)];
    const { calls } = specServer(tickets);
    const { user } = await logIn();
    setNetwork(false);
    await admitOffline(user, 'First3 Last3');
    await admitOffline(user, 'First1 Last1');
    await admitOffline(user, 'First2 Last2');
    expect(waiting()).toBe(3);
    expect(within(row('First1 Last1')).getByText('Offline, not yet sent')).toBeInTheDocument();
    expect(calls.scans).toEqual([]);

    setNetwork(true);
    await waitFor(() => expect(waiting()).toBe(0));
    expect(calls.scans).toEqual(
      ['TK-TICKET3', 'TK-TICKET1', 'TK-TICKET2'].flatMap((ref) => [
        { ref, action: 'accept', stage: 'scan' },
        { ref, action: 'accept', stage: 'decision' },
      ]),
    );
    expect([...calls.admissions.values()]).toEqual([1, 1, 1]);
    expect(calls.notFound).not.toContain('sync'); // known absent: never tried
    await waitFor(() =>
      expect(within(screen.getByTestId('stat-scanned')).getByText('3')).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();
    expect(document.body.textContent).not.toContain('Not found');
  });

  it('capabilities not known yet: a sync answering 404 means no sync, quietly, and the SPEC replay takes over', async () => {
    const { calls } = specServer([ticket(1)], { capabilities: 'unknown' });
    const { user } = await logIn();
    setNetwork(false);
    await admitOffline(user, 'First1 Last1');
    setNetwork(true);
    await waitFor(() => expect(waiting()).toBe(0));
    expect(calls.notFound).toContain('sync');
    expect(calls.scans.map((s) => s.stage)).toEqual(['scan', 'decision']);
    expect(calls.admissions.get('TK-TICKET1')).toBe(1);
    expect(document.body.textContent).not.toContain('Not found');
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();
  });

  it('another gate admitted the ticket first: shown as a conflict with who and when, never recorded twice', async () => {
    const tickets = [ticket(1), ticket(2)];
    const { calls, admit } = specServer(tickets);
    const { user } = await logIn();
    setNetwork(false);
    // Meanwhile, at the other door (the device cannot know).
    const at = new Date();
    at.setHours(21, 4, 0, 0);
    admit(tickets[0], 'Gate A', at);
    await admitOffline(user, 'First1 Last1');
    await admitOffline(user, 'First2 Last2');
    setNetwork(true);
    const alert = await screen.findByTestId('sync-conflicts');
    expect(within(alert).getByText('Offline admissions not recorded')).toBeInTheDocument();
    expect(
      within(alert).getByText('First1 Last1 (TK-TICKET1): already admitted by Gate A at 21:04'),
    ).toBeInTheDocument();
    await waitFor(() => expect(waiting()).toBe(0));
    // The lost one stops at its first step; the next one still goes, in order.
    expect(calls.scans.map((s) => `${s.ref}:${s.stage}`)).toEqual([
      'TK-TICKET1:scan',
      'TK-TICKET2:scan',
      'TK-TICKET2:decision',
    ]);
    expect(calls.admissions.get('TK-TICKET1')).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();
  });

  it('nothing is lost when the tab is closed: the reopened scanner still holds the outbox and sends it once', async () => {
    const { calls } = specServer([ticket(1)]);
    const { user, unmount } = await logIn();
    setNetwork(false);
    await admitOffline(user, 'First1 Last1');
    expect(waiting()).toBe(1);
    // The tab closes while the network is still down, and opens again.
    unmount();
    render(<ScannerApp pathname={PATH} />);
    await waitFor(() => expect(waiting()).toBe(1));
    expect(calls.scans).toEqual([]);
    setNetwork(true);
    await waitFor(() => expect(waiting()).toBe(0));
    expect(calls.scans.map((s) => s.stage)).toEqual(['scan', 'decision']);
    expect(calls.admissions.get('TK-TICKET1')).toBe(1);
  });

  it('a replay cut short between its two steps goes on where it was: its own admission is not a conflict', async () => {
    const tickets = [ticket(1), ticket(2)];
    const { calls, admit } = specServer(tickets);
    // The first step of both reached the server before the tab died; only one answer got back.
    admit(tickets[0], AGENT.name);
    admit(tickets[1], AGENT.name);
    const store = await openScannerStore(AGENT.agentId);
    const deviceAt = new Date(Date.now() - 60_000).toISOString();
    const entry = (t: Ticket, nonce: string) => ({
      nonce,
      ticketId: t.ticketId,
      _id: t._id,
      name: `${t.customerInfo.firstName} ${t.customerInfo.lastName}`,
      deviceAt,
      attemptedAt: deviceAt,
    });
    await store.enqueue(entry(tickets[0], 'n1'));
    await store.enqueue({ ...entry(tickets[1], 'n2'), scanned: true });
    store.close();

    reopen();
    await waitFor(() => expect(calls.scans).toHaveLength(3));
    await waitFor(() => expect(waiting()).toBe(0));
    expect(calls.scans.map((s) => `${s.ref}:${s.stage}`)).toEqual([
      'TK-TICKET1:scan', // answered 'already scanned ... by Gate B': this replay's own
      'TK-TICKET1:decision',
      'TK-TICKET2:decision',
    ]);
    expect([...calls.admissions.values()]).toEqual([1, 1]);
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();
    const reopened = await openScannerStore(AGENT.agentId);
    expect(await reopened.outbox()).toEqual([]);
    expect(await reopened.conflicts()).toEqual([]);
    reopened.close();
  });

  it(`without a live stream, the list and counters are asked again every ${POLL_MS / 1000} s while online (≤ 15 s)`, async () => {
    expect(POLL_MS).toBeLessThanOrEqual(15_000);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const tickets = [ticket(1), ticket(2)];
    const { calls, admit } = specServer(tickets);
    reopen();
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(2));
    // The first screen's call: a SPEC server ignores its `limit` and sends it all, which is then
    // the whole download (not asked twice).
    await waitFor(() => expect(calls.lists).toBe(1));
    const lists = calls.lists;
    admit(tickets[1], 'Gate A');
    act(() => void vi.advanceTimersByTime(POLL_MS - 1));
    expect(calls.lists).toBe(lists);
    act(() => void vi.advanceTimersByTime(1));
    await waitFor(() =>
      expect(within(screen.getByTestId('stat-scanned')).getByText('1')).toBeInTheDocument(),
    );
    expect(within(row('First2 Last2')).getByText('Scanned')).toBeInTheDocument();
    expect(calls.lists).toBe(lists + 1);
    // Offline: not asked.
    setNetwork(false);
    act(() => void vi.advanceTimersByTime(POLL_MS * 2));
    expect(calls.lists).toBe(lists + 1);
    expect(calls.notFound).not.toContain('live');
  });

  it('capabilities not known yet: a live stream answering 404 means none, and the list is polled instead', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const tickets = [ticket(1)];
    const { calls, admit } = specServer(tickets, { capabilities: 'unknown' });
    reopen(null);
    await waitFor(() => expect(calls.notFound).toContain('live'));
    await waitFor(() => expect(calls.lists).toBe(1));
    const lists = calls.lists;
    admit(tickets[0], 'Gate A');
    act(() => void vi.advanceTimersByTime(POLL_MS));
    await waitFor(() =>
      expect(within(screen.getByTestId('stat-scanned')).getByText('1')).toBeInTheDocument(),
    );
    expect(calls.lists).toBe(lists + 1);
    expect(document.body.textContent).not.toContain('Not found');
  });
});
