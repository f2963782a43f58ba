import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { ScannerApp } from '../../src/customRoutes/scanner/ScannerApp';
import { matchesScannerSearch } from '../../src/lib/scannerSearch';
import type { Extension } from '../../src/contract/extensions';

configure({ asyncUtilTimeout: 5000 });

/**
 * Ready before the doors open: after login the phone downloads the whole event in pages, shows how
 * far it is, searches what it already holds, and says its copy is incomplete rather than "not found".
 */
const AGENT = { _id: 'a'.repeat(24), agentId: 'AG-GATEA23456', name: 'Gate A' };
const EVENT = { _id: 'e'.repeat(24), name: 'Soirée Malouf' };
const PATH = `/security-scanner/${AGENT.agentId}`;
const ROWS = 100;

const ticket = (n: number) => ({
  _id: String(n).padStart(24, '0'),
  ticketId: `TK-TICKET${n}`,
  customerInfo: { firstName: `Guest${n}`, lastName: `Family${n}`, phoneNumber: `2200${n}` },
  priceTier: { name: 'VIP', price: 120 },
  status: n === 7 ? 'cancelled' : 'active',
  purchaseDate: new Date(Date.UTC(2026, 10, 20) - n * 60_000).toISOString(),
  isScanned: false,
});
const all = Array.from({ length: ROWS }, (_, i) => ticket(i + 1));

/** The reference server's paged download; the pages after the first screen wait for `release`. */
function pagedServer(extra: Extension[] = []) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const asked: string[] = [];
  offerExtensions('liveStreams', 'scanSync', ...extra);
  server.use(
    http.post(`${API}/api/security-agents-public/login`, () =>
      HttpResponse.json({ success: true, data: { agent: AGENT, event: EVENT, token: 'agent-token' } }),
    ),
    http.get(
      `${API}/api/security-agents/event/${EVENT._id}/tickets/live`,
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets`, async ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q.toString().replace(/agentId=a+&?/, ''));
      const limit = Number(q.get('limit'));
      const text = q.get('q');
      if (text !== null) {
        const data = all.filter((t) => matchesScannerSearch(t, text));
        return HttpResponse.json({ success: true, data: { data, search: true } });
      }
      if (q.has('since'))
        return HttpResponse.json({ success: true, data: { data: [], cursor: 'c2', partial: true } });
      if (!q.has('limit'))
        return HttpResponse.json({ success: true, data: { data: all, cursor: 'c1', partial: false } });
      const offset = Number(q.get('offset') ?? 0);
      if (q.has('offset')) await held;
      return HttpResponse.json({
        success: true,
        data: {
          data: all.slice(offset, offset + limit),
          total: ROWS - 1,
          scanned: 0,
          first: true,
          rows: ROWS,
          offset,
          pageMax: 5000,
          cursor: 'c1',
        },
      });
    }),
  );
  return { release, asked };
}

let online = true;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

describe('the first download of an event', () => {
  it('shows its progress, searches what it holds, and never says "not found" while incomplete', async () => {
    const { release, asked } = pagedServer();
    const user = userEvent.setup();
    render(<ScannerApp pathname={PATH} />);
    await user.type(await screen.findByLabelText(/^Password/), 'agent123');
    await user.click(screen.getByRole('button', { name: 'Access Scanner' }));

    const progress = await screen.findByTestId('download-progress');
    expect(progress).toHaveTextContent('Downloading the tickets: 40 / 100');
    expect(progress).toHaveTextContent(
      'The tickets are still downloading: this search only covers 40 of 100.',
    );
    // The counters are the event's (cancelled tickets not counted), not the first screen's.
    expect(within(screen.getByTestId('stat-total')).getByText('99')).toBeInTheDocument();

    // What it holds is searchable already; what it does not hold yet is not "No tickets found".
    const search = screen.getByPlaceholderText('Search by name, phone, or ticket ID...');
    await user.type(search, 'Guest12 ');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    await user.clear(search);
    await user.type(search, 'Guest90 ');
    await waitFor(() => expect(screen.queryAllByTestId('ticket-row')).toHaveLength(0));
    expect(screen.queryByText('No tickets found')).toBeNull();

    // Offline, a ticket not downloaded yet is not refused as "not found for this event".
    online = false;
    await user.click(screen.getByRole('tab', { name: 'Scan with camera' }));
    await user.type(await screen.findByLabelText('Ticket ID'), 'TK-TICKET90');
    await user.click(screen.getByRole('button', { name: 'Check ticket' }));
    expect(
      await screen.findByText(/Not in the tickets on this phone: its copy is incomplete \(40 \/ 100\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ticket not found for this event/)).toBeNull();

    // The rest arrives: the whole event is on the phone and searchable.
    online = true;
    release();
    await waitFor(() => expect(screen.queryByTestId('download-progress')).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Ticket list' }));
    await user.type(screen.getByPlaceholderText('Search by name, phone, or ticket ID...'), 'Guest90 ');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    // First screen, one page, then what changed meanwhile (never the whole list in one answer).
    expect(asked).toEqual(['limit=40', 'limit=2500&offset=40', 'since=c1']);
  });

  it('with the server search (extension ticketSearch), a ticket not downloaded yet is found at once', async () => {
    const { release, asked } = pagedServer(['ticketSearch']);
    const user = userEvent.setup();
    render(<ScannerApp pathname={PATH} />);
    await user.type(await screen.findByLabelText(/^Password/), 'agent123');
    await user.click(screen.getByRole('button', { name: 'Access Scanner' }));

    const progress = await screen.findByTestId('download-progress');
    await waitFor(() =>
      expect(progress).toHaveTextContent(
        'The tickets are still downloading (40 of 100): until they are all here, a search also asks the server.',
      ),
    );
    // Not on the phone yet (the 90th of 100), whatever the case typed: the server's answer shows it.
    await user.type(screen.getByPlaceholderText('Search by name, phone, or ticket ID...'), 'tk-ticket90');
    const row = await screen.findByTestId('ticket-row');
    expect(row).toHaveTextContent('TK-TICKET90');
    expect(row).toHaveTextContent('Guest90 Family90');
    expect(asked).toContain('q=tk-ticket90');

    // Once the whole event is on the phone, the search is the phone's own again.
    release();
    await waitFor(() => expect(screen.queryByTestId('download-progress')).toBeNull());
    const before = asked.length;
    const search = screen.getByPlaceholderText('Search by name, phone, or ticket ID...');
    await user.clear(search);
    await user.type(search, 'Guest91 ');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(asked.slice(before).filter((a) => a.startsWith('q='))).toEqual([]);
  });
});
