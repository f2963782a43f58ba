import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import {
  agentSession,
  capabilitiesAnswer,
  openAndLogIn,
  scannerFixtures,
  usbTicket as ticket,
} from './scannerHarness';

// The machine is shared: give slow first renders (lazy chunks) more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const { AGENT, EVENT } = scannerFixtures('AG-GATEF23456', 'Gate F', { event: 'f'.repeat(24) });
const SEARCH = 'Search by name, phone, or ticket ID...';
/** Web Audio as a recorder: the frequencies of the notes played, in order. */
const notes: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator() {
    const osc = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (g: unknown) => g,
      start: () => notes.push(osc.frequency.value),
      stop: () => undefined,
    };
    return osc;
  }
  createGain() {
    const ramp = () => undefined;
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (d: unknown) => d,
    };
  }
}

interface Calls {
  scans: Array<{ ref: string; action: string; stage?: string }>;
  undos: string[];
}

function api(opts: {
  tickets: ReturnType<typeof ticket>[];
  extensions: string[] | null;
  /** The event's gate mode as the server holds it (the organiser may switch it meanwhile). */
  mode?: 'fast' | 'modal';
  scan?: (ref: string, stage?: string) => Response | undefined;
}) {
  const calls: Calls = { scans: [], undos: [] };
  const byRef = new Map(opts.tickets.map((t) => [t.ticketId, t]));
  server.use(
    ...agentSession(AGENT, EVENT, () => [...byRef.values()]),
    capabilitiesAnswer(opts.extensions),
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets/gate-mode`, () =>
      HttpResponse.json({ success: true, data: { mode: opts.mode ?? 'modal' } }),
    ),
    http.post(`${API}/api/security-agents/scan/:ref/undo`, ({ params }) => {
      const t = byRef.get(String(params.ref))!;
      calls.undos.push(t.ticketId);
      byRef.set(t.ticketId, { ...t, isScanned: false, status: 'active' });
      return HttpResponse.json({ success: true, data: byRef.get(t.ticketId) });
    }),
    http.post(`${API}/api/security-agents/scan/:ref`, async ({ params, request }) => {
      const body = (await request.json()) as { action: string; stage?: string };
      const ref = String(params.ref);
      calls.scans.push({ ref, action: body.action, stage: body.stage });
      const special = opts.scan?.(ref, body.stage);
      if (special) return special;
      const t = byRef.get(ref);
      if (!t) return HttpResponse.json({ message: 'Ticket not found for this event' }, { status: 404 });
      const next =
        body.action === 'accept'
          ? { ...t, isScanned: true, status: 'used', scannedBy: AGENT.name }
          : { ...t, isScanned: false, status: 'active' };
      byRef.set(ref, next);
      return HttpResponse.json({ success: true, data: next });
    }),
  );
  return calls;
}

const logIn = async () => (await openAndLogIn(AGENT, { fakeClock: true })).user;
/** The phone has learned the event's gate mode (kept for the agent). */
const gateModeKnown = (mode: 'fast' | 'modal') =>
  waitFor(() => expect(localStorage.getItem(`scannerGateMode:${AGENT.agentId}`)).toBe(mode));

beforeEach(() => {
  notes.length = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('USB scanners at the modal (SPEC servers too)', () => {
  it('focus is in the scan field after login; Enter on a full id opens the modal, Enter accepts, the field is cleared and focused for the next scan', async () => {
    const calls = api({ tickets: [ticket(1), ticket(2)], extensions: null });
    const user = await logIn();
    const field = screen.getByPlaceholderText(SEARCH);
    await waitFor(() => expect(field).toHaveFocus());

    // As a USB scanner types: the code, then Enter. The id matches whatever its case.
    await user.keyboard('tk-ticket1x{Enter}');
    const modal = await screen.findByRole('dialog');
    expect(calls.scans).toEqual([{ ref: 'TK-TICKET1X', action: 'accept', stage: 'scan' }]);
    expect(field).toHaveValue('');
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Accept' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.scans.at(-1)).toEqual({ ref: 'TK-TICKET1X', action: 'accept', stage: 'decision' });
    await waitFor(() => expect(field).toHaveFocus());

    // The next scan is not appended to the last one.
    await user.keyboard('TK-TICKET2X{Enter}');
    await screen.findByRole('dialog');
    expect(calls.scans.at(-1)).toEqual({ ref: 'TK-TICKET2X', action: 'accept', stage: 'scan' });
  });

  it('a USB scan typed while the modal is open does not accept it with its Enter', async () => {
    const calls = api({ tickets: [ticket(1), ticket(2)], extensions: null });
    const user = await logIn();
    await user.keyboard('TK-TICKET1X{Enter}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus());
    await user.keyboard('TK-TICKET2X{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(calls.scans.filter((s) => s.stage === 'decision')).toEqual([]);
  });

  it('Enter on part of a name only filters', async () => {
    const calls = api({ tickets: [ticket(1), ticket(2)], extensions: null });
    const user = await logIn();
    await user.keyboard('First1{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.getByPlaceholderText(SEARCH)).toHaveValue('First1');
    expect(calls.scans).toEqual([]);
  });
});

describe('refusals name the holder, with their own sound', () => {
  it('at the modal: the holder and the reason, and a low sound unlike the admission', async () => {
    api({
      tickets: [ticket(1), ticket(2)],
      extensions: null,
      scan: (ref) =>
        ref === 'TK-TICKET2X'
          ? HttpResponse.json({ message: 'Ticket already scanned at 21:04 by Gate B' }, { status: 409 })
          : undefined,
    });
    const user = await logIn();
    await user.keyboard('TK-TICKET2X{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Refused: First2 Last2. Ticket already scanned at 21:04 by Gate B',
    );
    expect(notes).toEqual([220, 220]);
  });
});

describe('fast mode (extension fastGates)', () => {
  it('a valid ticket goes green at once with photo, name and tier, a sound and Undo for 10 s; no modal', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const calls = api({
      tickets: [ticket(1), ticket(2)],
      extensions: ['fastGates', 'admissionUndo'],
      mode: 'fast',
    });
    const user = await logIn();
    await gateModeKnown('fast');
    await user.keyboard('TK-TICKET1X{Enter}');
    const green = await screen.findByTestId('fast-admitted');
    expect(green).toHaveTextContent('Admitted');
    expect(green).toHaveTextContent('First1 Last1');
    expect(green).toHaveTextContent('Tier: VIP');
    // The holder's picture (or its placeholder when the picture does not load).
    expect(green.querySelector('img[alt="First1 Last1"], [data-testid="PersonIcon"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.scans).toEqual([{ ref: 'TK-TICKET1X', action: 'accept', stage: 'fast' }]);
    expect(notes).toEqual([880, 1320]);
    expect(vibrate).toHaveBeenCalledWith(200);
    expect(screen.getByPlaceholderText(SEARCH)).toHaveFocus();

    expect(within(green).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(within(green).queryByRole('button', { name: 'Undo' })).toBeNull());
    expect(green).toHaveTextContent('First1 Last1');
  });

  it('Undo takes the admission back (the agent’s own, on the server) and says so', async () => {
    const calls = api({ tickets: [ticket(1)], extensions: ['fastGates', 'admissionUndo'], mode: 'fast' });
    const user = await logIn();
    await gateModeKnown('fast');
    await user.keyboard('TK-TICKET1X{Enter}');
    const green = await screen.findByTestId('fast-admitted');
    await user.click(within(green).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Admission undone: First1 Last1')).toBeInTheDocument();
    expect(calls.undos).toEqual(['TK-TICKET1X']);
    expect(notes.slice(-1)).toEqual([520]);
    await waitFor(() => expect(screen.getByPlaceholderText(SEARCH)).toHaveFocus());
  });

  it('a refusal in fast mode names the holder; a ticket chosen from the list still opens the modal', async () => {
    const calls = api({
      tickets: [ticket(1), ticket(2, { status: 'cancelled' })],
      extensions: ['fastGates'],
      mode: 'fast',
      scan: (ref, stage) =>
        ref === 'TK-TICKET2X' && stage === 'fast'
          ? HttpResponse.json({ message: 'Ticket has been cancelled' }, { status: 409 })
          : undefined,
    });
    const user = await logIn();
    await gateModeKnown('fast');
    await user.keyboard('tk-ticket2x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Refused: First2 Last2. Ticket has been cancelled',
    );
    expect(notes).toEqual([220, 220]);
    await user.click(screen.getAllByRole('button', { name: 'Scan Ticket' })[0]);
    await screen.findByRole('dialog');
    expect(calls.scans.at(-1)).toEqual({ ref: 'TK-TICKET1X', action: 'accept', stage: 'scan' });
  });
});

describe('the organiser switches the gates while a phone is logged in', () => {
  it('from the modal to fast mode and back: the open scanner follows within 30 s', async () => {
    const opts: Parameters<typeof api>[0] = {
      tickets: [ticket(1), ticket(2), ticket(3)],
      extensions: ['fastGates'],
      mode: 'modal',
    };
    const calls = api(opts);
    const user = await logIn();
    await gateModeKnown('modal');

    opts.mode = 'fast'; // PUT …/gate-mode by the organiser
    // Within 30 s, with room left for the answer's own time on a slow network.
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    await user.keyboard('TK-TICKET1X{Enter}');
    await screen.findByTestId('fast-admitted');
    expect(calls.scans).toEqual([{ ref: 'TK-TICKET1X', action: 'accept', stage: 'fast' }]);
    expect(screen.queryByRole('dialog')).toBeNull();

    opts.mode = 'modal';
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    await user.keyboard('TK-TICKET2X{Enter}');
    await screen.findByRole('dialog');
    expect(calls.scans.at(-1)).toEqual({ ref: 'TK-TICKET2X', action: 'accept', stage: 'scan' });
  });
});

describe('a refused session in fast mode', () => {
  it('a 401 on the fast scan: the password form at once, with the reason', async () => {
    const EXPIRED = 'Agent session expired, please log in again';
    api({
      tickets: [ticket(1)],
      extensions: ['fastGates'],
      mode: 'fast',
      scan: () => HttpResponse.json({ message: EXPIRED }, { status: 401 }),
    });
    const user = await logIn();
    await gateModeKnown('fast');
    await user.keyboard('TK-TICKET1X{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('button', { name: 'Access Scanner' })).toBeInTheDocument();
    expect(screen.queryByTestId('fast-admitted')).toBeNull();
  });
});

describe('Undo at the modal (extension admissionUndo)', () => {
  it('an accepted ticket can be undone from its green banner', async () => {
    const calls = api({ tickets: [ticket(1)], extensions: ['admissionUndo'] });
    const user = await logIn();
    await user.keyboard('TK-TICKET1X{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    const banner = await screen.findByText('Admitted: First1 Last1');
    await user.click(
      within(banner.closest('[data-testid="scan-feedback"]') as HTMLElement).getByRole('button', {
        name: 'Undo',
      }),
    );
    expect(await screen.findByText('Admission undone: First1 Last1')).toBeInTheDocument();
    expect(calls.undos).toEqual(['TK-TICKET1X']);
  });
});
