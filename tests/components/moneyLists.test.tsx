import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { renderDashboard, agency } from './businessHarness';
import PaymentList from '../../src/resources/payments/PaymentList';
import JournalList from '../../src/resources/journal/JournalList';
import SubscriptionList from '../../src/resources/subscriptions/SubscriptionList';

// The TND formatter's group separator is a narrow no-break space.
const nb = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** Issue 18 lists: Paiements (every entry and the period's totals), Journal, Abonnements. */
const payments = [
  {
    id: 'p2',
    reservationId: 'r000000000000000000000b2',
    invoiceNumber: 'INV-000000B2',
    customerName: 'Amira Ben Salah',
    car: { mark: 'Renault', model: 'Clio 5', year: 2023, licensePlate: '200 TU 1234' },
    status: 'refunded',
    method: 'cash',
    amount: 40,
    paidAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    recordedBy: 'b1',
  },
  {
    id: 'p1',
    reservationId: 'r000000000000000000000b2',
    invoiceNumber: 'INV-000000B2',
    customerName: 'Amira Ben Salah',
    car: { mark: 'Renault', model: 'Clio 5', year: 2023, licensePlate: '200 TU 1234' },
    status: 'paid',
    method: 'cash',
    amount: 100.25,
    paidAt: '2026-11-19T10:00:00.000Z',
    createdAt: '2026-11-19T10:00:00.000Z',
    recordedBy: 'b1',
  },
];
const money = (count: number, amount: number) => ({ count, amount });
const totalsFor = (method?: string) => ({
  byMethod: {
    wallet: money(0, 0),
    cash: money(1, 60.25),
    card: method === 'cash' ? money(0, 0) : money(1, 200),
    bank_transfer: money(0, 0),
  },
  byStatus: { pending: money(0, 0), paid: money(2, 300.25), refunded: money(1, 40) },
  collected: method === 'cash' ? 60.25 : 260.25,
});

let downloads: string[] = [];
beforeEach(() => {
  downloads = [];
  // Lists keep their parameters in the address: each test starts from a clean one.
  window.history.replaceState({}, '', '/');
  // The reference server's lists: the full profile.
  offerExtensions('payments', 'journal', 'subscriptions');
  server.use(
    http.get(`${API}/api/users/me`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
  );
  // downloadCSV hands a Blob to URL.createObjectURL: the CSV text is read back from it.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      void blob.text().then((text) => downloads.push(text));
      return 'blob:csv';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

const query = (url: string, name: string) => JSON.parse(new URL(url).searchParams.get(name) ?? 'null');

describe('Paiements list', () => {
  it('lists every entry with the plate, shows the totals of the chosen filters, and exports them', async () => {
    const listCalls: string[] = [];
    const totalCalls: string[] = [];
    server.use(
      http.get(`${API}/api/payments/totals`, ({ request }) => {
        totalCalls.push(request.url);
        return HttpResponse.json(totalsFor(query(request.url, 'filter')?.method));
      }),
      http.get(`${API}/api/payments`, ({ request }) => {
        listCalls.push(request.url);
        const filter = query(request.url, 'filter') ?? {};
        const rows = payments.filter((p) => !filter.method || p.method === filter.method);
        return HttpResponse.json(rows, {
          headers: { 'Content-Range': `payments 0-${rows.length - 1}/${rows.length}` },
        });
      }),
    );
    renderDashboard(<PaymentList />);
    expect(await screen.findAllByText('Renault Clio 5 2023 · 200 TU 1234')).toHaveLength(2);
    // Totals by method and by status, for the period (no filter yet).
    await waitFor(() => expect(screen.getByTestId('payments-total-card')).toHaveTextContent('200,000 TND'));
    expect(screen.getByTestId('payments-total-cash')).toHaveTextContent('60,250 TND');
    expect(screen.getByTestId('payments-total-paid')).toHaveTextContent('300,250 TND');
    expect(screen.getByTestId('payments-total-refunded')).toHaveTextContent('40,000 TND');
    expect(screen.getByTestId('payments-collected')).toHaveTextContent(/: 260,250\sTND$/);
    // Each entry's invoice number links to the detail of the reservation it is about.
    const toReservation = screen.getAllByRole('link', { name: 'INV-000000B2' });
    expect(toReservation).toHaveLength(2);
    expect(toReservation[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/reservations\/r000000000000000000000b2\/show$/),
    );
    // The server sorts and pages (simple-REST parameters).
    expect(query(listCalls[0], 'sort')).toEqual(['paidAt', 'DESC']);
    expect(query(listCalls[0], 'range')).toEqual([0, 24]);

    // Filtering by method asks the server for the list and the totals of that method.
    // Paiements is a rental screen: French in the default locale.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mode' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Espèces' }));
    await waitFor(() => expect(listCalls.map((u) => query(u, 'filter'))).toContainEqual({ method: 'cash' }));
    await waitFor(() => expect(screen.getByTestId('payments-collected')).toHaveTextContent(/: 60,250\sTND$/));
    expect(screen.getByTestId('payments-total-card')).toHaveTextContent(/^0,000\sTND$/);
    expect(totalCalls.map((u) => query(u, 'filter'))).toContainEqual({ method: 'cash' });
    expect(listCalls.map((u) => query(u, 'filter'))).toContainEqual({ method: 'cash' });

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = downloads[0].replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Date,Réservation,Client,Véhicule,Montant (TND),Mode,Statut');
    expect(lines[1]).toContain('INV-000000B2,Amira Ben Salah,Renault Clio 5 2023 · 200 TU 1234');
    expect(lines[1]).toContain(',40,');
    expect(lines).toHaveLength(3);
  });
});

describe('Journal list', () => {
  // The journal is French in the default locale, like the rental screens whose records it shows.
  it('shows who changed what, newest first, filters on the server and exports', async () => {
    const calls: string[] = [];
    const entries = [
      {
        id: 'j2',
        actor: 'demo@ticketing.tn',
        action: 'reservation.status',
        entity: 'reservation',
        entityId: 'r000000000000000000000b2',
        before: { status: 'pending' },
        after: { status: 'confirmed' },
        idempotencyKey: null,
        createdAt: '2026-11-21T09:00:00.000Z',
      },
      {
        id: 'j1',
        actor: 'demo@ticketing.tn',
        action: 'funds.added',
        entity: 'balance',
        entityId: 'u1',
        before: { balance: '0.000', name: 'Amira' },
        after: { balance: '100.000', amount: '100.000', description: 'Prime' },
        idempotencyKey: 'key-1',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    ];
    server.use(
      http.get(`${API}/api/journal`, ({ request }) => {
        calls.push(request.url);
        const filter = query(request.url, 'filter') ?? {};
        const rows = entries.filter((e) => !filter.action || e.action === filter.action);
        return HttpResponse.json(rows, {
          headers: { 'Content-Range': `journal 0-${rows.length - 1}/${rows.length}` },
        });
      }),
    );
    renderDashboard(<JournalList />);
    // Field names and values in words (src/lib/journalChange.ts), amounts with the TND formatter.
    expect(await screen.findByText('Statut : En attente → Confirmée')).toBeInTheDocument();
    expect(
      screen.getByText(
        (text) => nb(text) === 'Solde : 0,000 TND → 100,000 TND · Montant : 100,000 TND · “Prime”',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Solde · Amira')).toBeInTheDocument();
    // Times on the business's clock (Africa/Tunis, UTC+1), whatever the browser's zone: 09:00Z is 10:00.
    expect(screen.getAllByText(/20\/11\/2026\s10:00/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/20\/11\/2026\s09:00/)).toBeNull();
    // A reservation's entry links to that reservation's detail; a balance has no page to link to.
    expect(await screen.findByRole('link', { name: 'r000000000000000000000b2' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/reservations\/r000000000000000000000b2\/show$/),
    );
    expect(screen.queryByRole('link', { name: 'Amira' })).toBeNull();
    expect(screen.getByText('Statut de réservation')).toBeInTheDocument();
    expect(screen.getByText('Fonds ajoutés')).toBeInTheDocument();
    expect(query(calls[0], 'sort')).toEqual(['createdAt', 'DESC']);

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = downloads[0].replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      "Date,Qui,Action,Élément,Identifiant de l'élément,Changement,Avant,Après,Clé d'idempotence",
    );
    expect(lines[2]).toContain('demo@ticketing.tn,Fonds ajoutés,Solde,u1');
    expect(lines[2]).toContain('key-1');

    // Filters: the action filter is added from the filter button and sent to the server.
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Action' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Action' }));
    // Every action the server journals can be chosen (one list, src/contract/journal.ts).
    expect(await screen.findByRole('option', { name: 'Statut de virement' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Statut de paiement' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'Fonds ajoutés' }));
    await waitFor(() => expect(query(calls.at(-1)!, 'filter')).toEqual({ action: 'funds.added' }));
    await waitFor(() => expect(screen.queryByText('Statut : En attente → Confirmée')).toBeNull());
  });
});

describe('Abonnements list', () => {
  it('links each subscription payment to its invoice', async () => {
    server.use(
      http.get(`${API}/api/subscriptions`, () =>
        HttpResponse.json(
          [
            {
              id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
              paymentNumber: 'SUB-2026-001',
              dateTime: '2026-11-01T10:00:00.000Z',
              customerFullName: 'Demo SARL',
              amount: 90,
              startDateTime: '2026-11-01T00:00:00.000Z',
              expiryDateTime: '2026-12-01T00:00:00.000Z',
            },
          ],
          { headers: { 'Content-Range': 'subscriptions 0-0/1' } },
        ),
      ),
    );
    renderDashboard(<SubscriptionList />);
    const link = await screen.findByRole('link', { name: 'View the invoice SUB-2026-001' });
    expect(link).toHaveAttribute('href', '/invoices/a1b2c3d4e5f6a1b2c3d4e5f6');
    const row = link.closest('tr')!;
    expect(within(row).getByText('90,000 TND')).toBeInTheDocument();
  });
});
