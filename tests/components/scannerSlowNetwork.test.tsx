import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';
import { DECISION_TIMEOUT_MS, SCAN_TIMEOUT_MS } from '../../src/customRoutes/scanner/scannerApi';
import {
  advancePhoneClock,
  agentSession,
  apiFollowsNetwork,
  logInOnPhoneClock,
  newPhoneEachTest,
  phone,
  scannerFixtures,
  scannerTicket as ticket,
  submitLogin,
  waitingCount as waiting,
  type ScannerTicket as Ticket,
} from './scannerHarness';

/**
 * One admission per decision, whatever the network: a slow answer, a lost one, a decision that never
 * answers. The server here keeps the reference server's rule (a nonce repeated by its agent is the
 * same scan); what is checked is what the phone sends and shows.
 */
configure({ asyncUtilTimeout: 5000 });

const { AGENT, EVENT, PATH } = scannerFixtures('AG-GATEA23456', 'Gate A');

type Step = 'scan' | 'decision';
interface Call {
  ref: string;
  action: string;
  stage: string;
  nonce?: string;
  deviceAt?: string;
}

/** A held answer: the server has done its work, the answer waits on the network until released. */
function gate() {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  return { held, release };
}

function referenceServer(tickets: Ticket[]) {
  const admittedBy = new Map<string, { nonce?: string; awaiting: boolean }>();
  const rejected = new Set<string>();
  const calls = {
    scans: [] as Call[],
    syncs: [] as Array<Array<{ nonce: string; ticketId: string; deviceAt?: string }>>,
    admissions: 0,
  };
  const net = {
    /** The answer to the next call of this step waits for this. */
    hold: {} as Partial<Record<Step, Promise<void>>>,
    /** The next calls of this step get no answer at all (the network dropped them). */
    drop: {} as Partial<Record<Step, number>>,
    /** The next calls of this step never answer. */
    hang: {} as Partial<Record<Step, boolean>>,
  };
  const admit = (t: Ticket, nonce: string | undefined, awaiting: boolean) => {
    Object.assign(t, { isScanned: true, status: 'used', scannedBy: AGENT.name });
    admittedBy.set(t.ticketId, { nonce, awaiting });
    calls.admissions++;
  };
  const decide = (t: Ticket, c: Call): Response => {
    const own = admittedBy.get(t.ticketId);
    const ok = () => HttpResponse.json({ success: true, data: { ...t } });
    if (c.nonce && rejected.has(c.nonce)) return ok();
    if (c.action === 'reject') {
      if (c.nonce) rejected.add(c.nonce);
      if (own?.awaiting && (own.nonce === c.nonce || !c.nonce)) {
        Object.assign(t, { isScanned: false, status: 'active', scannedBy: null });
        admittedBy.delete(t.ticketId);
      }
      return t.isScanned ? HttpResponse.json({ message: 'Ticket already scanned' }, { status: 409 }) : ok();
    }
    if (!t.isScanned) {
      admit(t, c.nonce, c.stage === 'scan');
      return ok();
    }
    if (own && own.nonce === c.nonce) {
      if (c.stage !== 'scan') own.awaiting = false;
      return ok();
    }
    return HttpResponse.json({ message: 'Ticket already scanned at 21:04 by Gate B' }, { status: 409 });
  };
  offerExtensions('scanSync');
  server.use(
    apiFollowsNetwork(),
    ...agentSession(AGENT, EVENT, () => tickets.map((t) => ({ ...t }))),
    http.post(`${API}/api/security-agents/scan/:ref`, async ({ request, params }) => {
      const body = (await request.json()) as Omit<Call, 'ref'>;
      const c = { ref: String(params.ref), ...body };
      calls.scans.push(c);
      const step = c.stage as Step;
      if (net.drop[step]) {
        net.drop[step]!--;
        return HttpResponse.error();
      }
      if (net.hang[step]) return new Promise<Response>(() => {});
      const answer = decide(
        tickets.find((t) => t.ticketId === c.ref)!,
        c,
      );
      const hold = net.hold[step];
      delete net.hold[step];
      if (hold) await hold;
      return answer;
    }),
    http.post(`${API}/api/security-agents/sync`, async ({ request }) => {
      const { scans } = (await request.json()) as { scans: Array<{ nonce: string; ticketId: string }> };
      calls.syncs.push(scans);
      const data = scans.map((s) => {
        const t = tickets.find((x) => x.ticketId === s.ticketId)!;
        const own = admittedBy.get(t.ticketId);
        if (own?.nonce === s.nonce) {
          own.awaiting = false;
          return { ...s, result: 'accepted' };
        }
        if (t.isScanned) return { ...s, result: 'conflict', by: 'Gate B', at: new Date().toISOString() };
        admit(t, s.nonce, false);
        return { ...s, result: 'accepted' };
      });
      return HttpResponse.json({ success: true, data });
    }),
  );
  return { calls, net };
}

newPhoneEachTest();

const logIn = () => logInOnPhoneClock(AGENT);
const advance = advancePhoneClock;
const OFFLINE_MODAL = 'Offline: checked on this device, sent when the network is back';
/** Nothing red on the page: no refusal, no 'Failed to process ticket'. */
const noRefusal = () => {
  expect(document.body.textContent).not.toMatch(/already scanned|Failed to process ticket/);
};

/**
 * Ticket 1 on the list, the agent logged in, and Scan Ticket pressed. `late`: the scan's answer is
 * held on the network past the device's timeout (release it with `slow.release()`). `meanwhile`:
 * what changes on the server after the phone downloaded the list.
 */
async function logInAndScan({ late = false, meanwhile = (_: Ticket[]) => {} } = {}) {
  const tickets = [ticket(1)];
  const { calls, net } = referenceServer(tickets);
  const user = await logIn();
  meanwhile(tickets);
  const slow = gate();
  if (late) net.hold.scan = slow.held;
  await user.click(screen.getByRole('button', { name: 'Scan Ticket' }));
  if (late) await advance(SCAN_TIMEOUT_MS);
  return { tickets, calls, net, user, slow };
}

describe('the scanner on a slow or failing network', () => {
  it('an answer delayed 3.5 s: the device opens the modal at 3 s, the late answer carries on in it, Accept confirms that same scan', async () => {
    const { calls, user, slow } = await logInAndScan({ late: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(OFFLINE_MODAL)).toBeInTheDocument();
    slow.release();
    await advance(500);
    // The server's answer came: the modal is the server's now (its decision goes online).
    await waitFor(() => expect(within(dialog).queryByText(OFFLINE_MODAL)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.scans.map((c) => `${c.stage}:${c.action}`)).toEqual(['scan:accept', 'decision:accept']);
    expect(calls.scans[1].nonce).toBe(calls.scans[0].nonce);
    expect(calls.admissions).toBe(1);
    expect(calls.syncs).toEqual([]);
    noRefusal();
  });

  it('Accept before the late answer: queued with the scan’s own nonce, sent, and the late answer is no refusal', async () => {
    const { calls, user, slow } = await logInAndScan({ late: true });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.syncs).toHaveLength(1));
    expect(calls.syncs[0]).toEqual([
      expect.objectContaining({
        nonce: calls.scans[0].nonce,
        ticketId: 'TK-TICKET1',
        deviceAt: expect.any(String),
      }),
    ]);
    slow.release();
    await advance(500);
    await waitFor(() => expect(waiting()).toBe(0));
    expect(calls.admissions).toBe(1);
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();
    noRefusal();
  });

  it("a network loss between the scan and the decision: no 'Failed to process ticket', the admission goes out with its nonce", async () => {
    const { calls, net, user } = await logInAndScan();
    net.drop.decision = 1;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.syncs).toHaveLength(1));
    expect(calls.syncs[0][0].nonce).toBe(calls.scans[0].nonce);
    await waitFor(() => expect(waiting()).toBe(0));
    expect(calls.admissions).toBe(1);
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();
    noRefusal();
  });

  it('a decision that never answers does not freeze the modal: after its timeout the device takes it over', async () => {
    const { calls, net, user } = await logInAndScan();
    net.hang.decision = true;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await advance(DECISION_TIMEOUT_MS - 100);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(100);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.syncs).toHaveLength(1));
    expect(calls.syncs[0][0].nonce).toBe(calls.scans[0].nonce);
    noRefusal();
  });

  it('a Reject that gets no answer is sent again with its nonce until the server has it: the ticket is left unused', async () => {
    const { tickets, calls, net, user } = await logInAndScan();
    net.drop.decision = 2;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Not an admission waiting: the count stays 0.
    expect(waiting()).toBe(0);
    await waitFor(() => expect(calls.scans.length).toBeGreaterThanOrEqual(3));
    await advance(10_000);
    await waitFor(() => expect(tickets[0].isScanned).toBe(false));
    const rejects = calls.scans.filter((c) => c.action === 'reject');
    expect(rejects.length).toBeGreaterThanOrEqual(2);
    expect(rejects.every((c) => c.nonce === calls.scans[0].nonce && c.stage === 'decision')).toBe(true);
    expect(calls.syncs).toEqual([]);
    noRefusal();
  });

  it('Reject after the device decided (the first answer late): the scan the server admitted is undone', async () => {
    const { tickets, calls, user, slow } = await logInAndScan({ late: true });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.scans.some((c) => c.action === 'reject')).toBe(true));
    slow.release();
    await advance(500);
    await waitFor(() => expect(tickets[0].isScanned).toBe(false));
    expect(calls.scans.find((c) => c.action === 'reject')!.nonce).toBe(calls.scans[0].nonce);
    expect(calls.syncs).toEqual([]);
    noRefusal();
  });
});

describe('a late refusal', () => {
  it("another gate's admission, answered late while the device's modal is open, closes it with the server's reason", async () => {
    const { slow } = await logInAndScan({
      late: true,
      // Meanwhile at another door: the device's copy does not know yet.
      meanwhile: (tickets) =>
        Object.assign(tickets[0], { isScanned: true, status: 'used', scannedBy: 'Gate B' }),
    });
    expect(within(await screen.findByRole('dialog')).getByText(OFFLINE_MODAL)).toBeInTheDocument();
    slow.release();
    await advance(500);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ticket already scanned at 21:04 by Gate B',
    );
  });
});

describe('two tabs of one agent', () => {
  it('share one outbox: what one tab admitted offline shows as admitted in the other, which does not admit it again', async () => {
    const tickets = [ticket(1), ticket(2)];
    const { calls } = referenceServer(tickets);
    const user = userEvent.setup();
    const first = render(<ScannerApp pathname={PATH} />);
    await submitLogin(user);
    await waitFor(() => expect(within(first.container).getAllByTestId('ticket-row')).toHaveLength(2));
    // The second tab opens on the same device (it finds the agent's session).
    const second = render(<ScannerApp pathname={PATH} />);
    const tab = (c: HTMLElement) => within(c);
    await waitFor(() => expect(tab(second.container).getAllByTestId('ticket-row')).toHaveLength(2));
    // The network goes.
    phone.online = false;
    const rowIn = (c: HTMLElement, name: string) =>
      tab(c)
        .getAllByTestId('ticket-row')
        .find((r) => within(r).queryByText(name))!;
    await user.click(
      within(rowIn(first.container, 'First1 Last1')).getByRole('button', { name: 'Scan Ticket' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const waitingIn = (c: HTMLElement) =>
      Number(tab(c).getByTestId('waiting-count').getAttribute('data-count'));
    expect(waitingIn(first.container)).toBe(1);
    // The other tab learns it from the device: admitted, waiting, no Scan Ticket for it.
    await waitFor(() => expect(waitingIn(second.container)).toBe(1));
    await waitFor(() =>
      expect(
        within(rowIn(second.container, 'First1 Last1')).queryByRole('button', { name: 'Scan Ticket' }),
      ).toBeNull(),
    );
    expect(
      within(rowIn(second.container, 'First2 Last2')).getByRole('button', { name: 'Scan Ticket' }),
    ).toBeInTheDocument();
    // Back online: the one admission is sent once, by one tab.
    phone.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(waitingIn(first.container)).toBe(0));
    await waitFor(() => expect(waitingIn(second.container)).toBe(0));
    expect(calls.admissions).toBe(1);
    expect(screen.queryByTestId('sync-conflicts')).toBeNull();
  });
});
