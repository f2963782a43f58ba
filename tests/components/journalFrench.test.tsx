import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { server, API, offerExtensions } from '../setup/msw';
import { agency } from './businessHarness';
import { dataProvider } from '../../src/dataProvider';
import { dashboardAuthProvider } from '../../src/authProvider/dashboardAuthProvider';
import { createI18nProvider } from '../../src/i18n/createI18nProvider';
import { loadCatalog } from '../../src/i18n/loadCatalog';
import JournalList from '../../src/resources/journal/JournalList';
import { JournalTimeline } from '../../src/layout/JournalTimeline';

/** The journal and a record's History speak French in Français: labels, statuses, money, ids. */
const entries = [
  {
    id: 'j3',
    actor: 'Gate A',
    action: 'ticket.admitted',
    entity: 'ticket',
    entityId: 'TK-2FAFMDAT9XQ',
    before: null,
    after: { result: 'accepted', message: 'Admitted', scanAction: 'accept', eventId: 'e1' },
    idempotencyKey: null,
    createdAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 'j2',
    actor: 'demo@ticketing.tn',
    action: 'payment.recorded',
    entity: 'reservation',
    entityId: 'r000000000000000000000b2',
    before: { paymentStatus: 'pending', paymentMethod: 'cash', name: 'Amira Ben Salah' },
    after: { paymentStatus: 'paid', paymentMethod: 'cash', amount: '297.000', paymentId: 'p1' },
    idempotencyKey: null,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 'j1',
    actor: 'demo@ticketing.tn',
    action: 'reservation.status',
    entity: 'reservation',
    entityId: 'r000000000000000000000b2',
    before: { status: 'pending', name: 'Amira Ben Salah' },
    after: { status: 'confirmed' },
    idempotencyKey: null,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
];
const nb = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

async function renderInFrench(ui: React.ReactNode) {
  localStorage.setItem('token', 'tok');
  const i18nProvider = createI18nProvider(loadCatalog, 'fr', await loadCatalog('fr'));
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={dashboardAuthProvider}
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {ui}
    </AdminContext>,
  );
}

beforeEach(() => {
  window.history.replaceState({}, '', '/');
  offerExtensions('journal');
  server.use(
    http.get(`${API}/api/users/me`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/journal`, ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}');
      const rows = entries.filter((e) => !filter.entityId || e.entityId === filter.entityId);
      return HttpResponse.json(rows, {
        headers: { 'Content-Range': `journal 0-${rows.length - 1}/${rows.length}` },
      });
    }),
  );
});

describe('the journal in French', () => {
  it('names fields and values in French in the Change column, and shows full record ids', async () => {
    await renderInFrench(<JournalList />);
    expect(await screen.findByText('Statut : En attente → Confirmée')).toBeInTheDocument();
    expect(
      screen.getByText((text) => nb(text) === 'Paiement : En attente → Payé · Montant : 297,000 TND'),
    ).toBeInTheDocument();
    expect(screen.getByText('Résultat : Admis')).toBeInTheDocument();
    expect(screen.getByText('Entrée acceptée')).toBeInTheDocument();
    expect(screen.getByText(/Billet · TK-2FAFMDAT9XQ/)).toBeInTheDocument();
    expect(screen.queryByText(/paymentStatus|status:/)).toBeNull();
  });

  it("a reservation's History says the same in French", async () => {
    await renderInFrench(<JournalTimeline entity="reservation" entityId="r000000000000000000000b2" />);
    expect(await screen.findByText('Historique')).toBeInTheDocument();
    expect(await screen.findByText(/— Statut : En attente → Confirmée$/)).toBeInTheDocument();
    expect(
      screen.getByText((text) => /— Paiement : En attente → Payé · Montant : 297,000 TND$/.test(nb(text))),
    ).toBeInTheDocument();
    expect(screen.getByText('Statut de réservation · demo@ticketing.tn')).toBeInTheDocument();
  });
});
