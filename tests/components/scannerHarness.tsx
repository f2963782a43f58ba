import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';
import { openScannerStore } from '../../src/lib/scannerStore';

/**
 * What the door scanner's tests share: the agent, the event and its tickets as the reference server
 * sends them, the calls every logged-in phone makes, the login itself and the phone's network.
 * Each test file keeps its own server rules for scans and sync (what it checks).
 */
export type User = ReturnType<typeof userEvent.setup>;

export interface ScannerAgent {
  _id: string;
  agentId: string;
  name: string;
}
export interface ScannerEvent {
  _id: string;
  name: string;
}

/** The agent's own scanner address (the path the QR code of the agent's card opens). */
export const scannerPath = (agent: ScannerAgent) => `/security-scanner/${agent.agentId}`;

/**
 * A test file's agent (each file names its own gate: the name shows on screen and in refusals), the
 * event it works at, and the agent's scanner address.
 */
export function scannerFixtures(agentId: string, name: string, ids: { agent?: string; event?: string } = {}) {
  const AGENT: ScannerAgent = { _id: ids.agent ?? 'a'.repeat(24), agentId, name };
  const EVENT: ScannerEvent = { _id: ids.event ?? 'e'.repeat(24), name: 'Soirée Malouf' };
  return { AGENT, EVENT, PATH: scannerPath(AGENT) };
}

export interface ScannerTicket {
  _id: string;
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string };
  priceTier: { name: string; price: number };
  status: string;
  purchaseDate: string;
  isScanned: boolean;
  scannedBy?: string | null;
  exitedAt?: string;
}

/** Ticket n (n < 10), held by "FirstN LastN", a VIP ticket bought on November 20 + n (a later n, a newer ticket). */
export const scannerTicket = (n: number, over: Partial<ScannerTicket> = {}): ScannerTicket => ({
  _id: String(n).padStart(24, '0'),
  ticketId: `TK-TICKET${n}`,
  customerInfo: { firstName: `First${n}`, lastName: `Last${n}`, phoneNumber: `2200000${n}` },
  priceTier: { name: 'VIP', price: 120 },
  status: 'active',
  purchaseDate: `2026-11-2${n}T19:30:00.000Z`,
  isScanned: false,
  ...over,
});

/** Ticket n as a USB scanner types it (its id ends in X), every one bought at the same minute. */
export const usbTicket = (n: number, over: Partial<ScannerTicket> = {}) =>
  scannerTicket(n, { ticketId: `TK-TICKET${n}X`, purchaseDate: '2026-11-20T19:30:00.000Z', ...over });

/** POST login: the agent's session for the event (`onLogin` lets a test count the logins). */
export const agentLogin = (agent: ScannerAgent, event: ScannerEvent, onLogin?: () => void) =>
  http.post(`${API}/api/security-agents-public/login`, () => {
    onLogin?.();
    return HttpResponse.json({ success: true, data: { agent, event, token: 'agent-token' } });
  });

/** GET the event's tickets: what `list` holds when asked. */
export const agentTickets = (event: ScannerEvent, list: () => unknown[]) =>
  http.get(`${API}/api/security-agents/event/${event._id}/tickets`, () =>
    HttpResponse.json({ success: true, data: { data: list() } }),
  );

/** The event's live stream, with no news. */
export const quietLiveStream = (event: ScannerEvent) =>
  http.get(
    `${API}/api/security-agents/event/${event._id}/tickets/live`,
    () => new HttpResponse(null, { status: 204 }),
  );

/** The calls every logged-in scanner makes: the login, the event's tickets and its live stream. */
export const agentSession = (
  agent: ScannerAgent,
  event: ScannerEvent,
  list: () => unknown[],
  onLogin?: () => void,
) => [agentLogin(agent, event, onLogin), agentTickets(event, list), quietLiveStream(event)];

/** GET /api/capabilities: these extensions, or a SPEC server's 404 when `null`. */
export const capabilitiesAnswer = (extensions: string[] | null) =>
  http.get(`${API}/api/capabilities`, () =>
    extensions
      ? HttpResponse.json({ extensions })
      : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
  );

/**
 * The phone's network as the test sets it: `navigator.onLine` reads `phone.online` (after
 * `followPhoneNetwork`), and `apiFollowsNetwork` makes every API call fail while it is down.
 */
export const phone = { online: true };

export function followPhoneNetwork() {
  phone.online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => phone.online);
}

/** A new phone: nothing kept in IndexedDB from another test, online. For `beforeEach`. */
export function freshPhone() {
  globalThis.indexedDB = new IDBFactory();
  followPhoneNetwork();
}

/** Every API call fails (no network) while `phone.online` is false. */
export const apiFollowsNetwork = () =>
  http.all(`${API}/api/*`, () => (phone.online ? undefined : HttpResponse.error()));

/** The network goes or comes back, and the page hears it (the browser's online/offline event). */
export function setNetwork(up: boolean) {
  phone.online = up;
  act(() => void window.dispatchEvent(new Event(up ? 'online' : 'offline')));
}

/** Each test of the file on a new phone; its clock and spies are undone after it. */
export function newPhoneEachTest() {
  beforeEach(freshPhone);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** The agent types the password on the login form on screen; the ticket list follows. */
export async function submitLogin(user: User) {
  await user.type(await screen.findByLabelText(/^Password/), 'agent123');
  await user.click(screen.getByRole('button', { name: 'Access Scanner' }));
  await waitFor(() => expect(screen.getAllByTestId('ticket-row').length).toBeGreaterThan(0));
  return user;
}

/**
 * Opens the agent's scanner and logs in. With `fakeClock`, the typing moves vi's fake timers
 * (the test has installed them).
 */
export async function openAndLogIn(agent: ScannerAgent, { fakeClock = false } = {}) {
  const user = fakeClock
    ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    : userEvent.setup();
  const view = render(<ScannerApp pathname={scannerPath(agent)} />);
  await submitLogin(user);
  return { user, unmount: view.unmount };
}

/**
 * Logs in with the phone's own waits on a clock the test moves (`advancePhoneClock`), while time
 * still flows for the page.
 */
export async function logInOnPhoneClock(agent: ScannerAgent) {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
  return (await openAndLogIn(agent, { fakeClock: true })).user;
}
export const advancePhoneClock = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A phone that already holds the agent's session, and what it learned of the server (`null`: nothing). */
export function keepSession(agent: ScannerAgent, event: ScannerEvent, capabilities: string[] | null) {
  localStorage.setItem(
    `scannerSession:${agent.agentId}`,
    JSON.stringify({ agent, event, token: 'agent-token' }),
  );
  if (capabilities)
    localStorage.setItem(`scannerCapabilities:${agent.agentId}`, JSON.stringify(capabilities));
}

/** The admissions waiting on the phone for this agent, as its store holds them. */
export async function outboxOnPhone(agent: ScannerAgent) {
  const store = await openScannerStore(agent.agentId);
  try {
    return await store.outbox();
  } finally {
    store.close();
  }
}

export const ticketRow = (name: string) =>
  screen.getAllByTestId('ticket-row').find((r) => within(r).queryByText(name))!;
export const waitingCount = () => Number(screen.getByTestId('waiting-count').getAttribute('data-count'));

/** Scan Ticket on the holder's row, Accept in the modal (after `check` looks at it), and it closes. */
export async function admitAtModal(user: User, name: string, check?: (dialog: HTMLElement) => void) {
  await user.click(within(ticketRow(name)).getByRole('button', { name: 'Scan Ticket' }));
  const dialog = await screen.findByRole('dialog');
  check?.(dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
