import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server, API, offerExtensions } from '../setup/msw';
import { dashboardAuthProvider } from '../../src/authProvider/dashboardAuthProvider';
import { capabilitiesSnapshot } from '../../src/authProvider/capabilities';
import { JournalTimeline } from '../../src/layout/JournalTimeline';
import PaymentList from '../../src/resources/payments/PaymentList';
import ForgotPasswordPage from '../../src/customRoutes/forgotPassword/ForgotPasswordPage';
import { PublicI18nProvider } from '../../src/i18n/PublicI18nProvider';
import { renderDashboard, agency } from './businessHarness';
import { renderDashboardMenu } from './menuHarness';
import { sampleReservation } from './rentalHarness';

/** The side menu with the dashboard's authProvider: its canAccess decides the extensions' entries. */
function renderMenu() {
  localStorage.setItem('token', 'tok');
  server.use(
    http.get(`${API}/api/events/current`, () => HttpResponse.json({ data: null })),
    http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
    http.get(`${API}/api/users/me`, () => HttpResponse.json(agency)),
  );
  return renderDashboardMenu({ authProvider: dashboardAuthProvider });
}

describe("the side menu offers only the server's extensions", () => {
  it("on SPEC's API (capabilities 404): no Journal, no Subscriptions; Paiements stays", async () => {
    renderMenu();
    expect(await screen.findByRole('menuitem', { name: /Paiements|Payments/ })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
    await screen.findByRole('menuitem', { name: 'Users' });
    expect(screen.queryByRole('menuitem', { name: /Journal/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Abonnements|Subscriptions/ })).toBeNull();
  });

  it('on the full profile: both entries are there', async () => {
    offerExtensions('journal', 'subscriptions', 'payments');
    renderMenu();
    expect(await screen.findByRole('menuitem', { name: /Journal/ })).toHaveAttribute(
      'href',
      '/dashboard/journal',
    );
    expect(screen.getByRole('menuitem', { name: /Abonnements|Subscriptions/ })).toBeInTheDocument();
  });

  it('asks the server once per session', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/api/capabilities`, () => {
        asked++;
        return HttpResponse.json({ extensions: ['journal'] });
      }),
    );
    renderMenu();
    await screen.findByRole('menuitem', { name: /Journal/ });
    expect(await dashboardAuthProvider.canAccess!({ resource: 'subscriptions', action: 'list' })).toBe(false);
    expect(await dashboardAuthProvider.canAccess!({ resource: 'events', action: 'list' })).toBe(true);
    expect(asked).toBe(1);
  });
});

const reservation = (id: string, over: Record<string, unknown>) => ({
  ...sampleReservation,
  _id: id,
  ...over,
});

describe("Paiements on SPEC's API (no payments ledger)", () => {
  it("lists the reservations' payments with their status, method, amount, date, car and customer, and their totals", async () => {
    server.use(
      http.get(`${API}/api/users/me`, () => HttpResponse.json(agency)),
      http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)),
      http.get(`${API}/api/reservations`, () =>
        HttpResponse.json({
          reservations: [
            reservation('r00000000000000000000aaa1', {
              paymentStatus: 'paid',
              paymentMethod: 'card',
              totalAmount: 300,
              createdAt: '2026-11-20T10:00:00.000Z',
            }),
            reservation('r00000000000000000000bbb2', {
              customer: { ...sampleReservation.customer, name: 'Karim Trabelsi' },
              paymentStatus: 'refunded',
              paymentMethod: 'cash',
              totalAmount: 40,
              createdAt: '2026-11-21T10:00:00.000Z',
            }),
          ],
        }),
      ),
    );
    renderDashboard(<PaymentList />);
    const karim = (await screen.findByText('Karim Trabelsi')).closest('tr') as HTMLElement;
    expect(await within(karim).findByRole('link', { name: 'INV-0000BBB2' })).toBeInTheDocument();
    expect(karim).toHaveTextContent(/40,000\sTND/);
    expect(karim).toHaveTextContent('Espèces');
    expect(karim).toHaveTextContent('Remboursé');
    expect(karim).toHaveTextContent('21/11/2026');
    expect(karim).toHaveTextContent(`${sampleReservation.car?.mark} ${sampleReservation.car?.model}`);
    await waitFor(() =>
      expect(screen.getByTestId('payments-collected')).toHaveTextContent(/: 260,000\sTND$/),
    );
    expect(screen.getByTestId('payments-total-card')).toHaveTextContent('300,000 TND');
    expect(screen.queryByText(/Not found/)).toBeNull();
  });
});

describe('a journal timeline', () => {
  const renderTimeline = () => renderDashboard(<JournalTimeline entity="reservation" entityId="r1" />);

  it("is not there at all on SPEC's API", async () => {
    let journalCalls = 0;
    server.use(
      http.get(`${API}/api/journal`, () => {
        journalCalls++;
        return HttpResponse.json([], { headers: { 'Content-Range': 'journal 0-0/0' } });
      }),
    );
    const { container } = renderTimeline();
    // The answer to /api/capabilities (404) has come: the timeline stays absent, and unasked.
    await waitFor(() => expect(capabilitiesSnapshot()).toEqual(new Set()));
    expect(container).toBeEmptyDOMElement();
    expect(journalCalls).toBe(0);
  });

  it('disappears without an error when the offered journal answers 404', async () => {
    offerExtensions('journal');
    let journalCalls = 0;
    server.use(
      http.get(`${API}/api/journal`, () => {
        journalCalls++;
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    const { container } = renderTimeline();
    await waitFor(() => expect(journalCalls).toBe(1));
    await waitFor(() => expect(capabilitiesSnapshot()?.has('journal')).toBe(false));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByText(/Not found/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the entries when the server keeps a journal', async () => {
    offerExtensions('journal');
    server.use(
      http.get(`${API}/api/journal`, () =>
        HttpResponse.json(
          [
            {
              id: 'j1',
              actor: 'Agence Demo',
              action: 'reservation.status',
              entity: 'reservation',
              entityId: 'r1',
              before: { status: 'pending' },
              after: { status: 'confirmed' },
              idempotencyKey: null,
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          { headers: { 'Content-Range': 'journal 0-0/1' } },
        ),
      ),
    );
    renderTimeline();
    expect(await screen.findByTestId('journal-timeline')).toHaveTextContent('Agence Demo');
  });
});

function renderForgotPassword() {
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={['/forgot-password']}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

describe('/forgot-password', () => {
  it("on SPEC's API says plainly that the administrator resets passwords, with the way back", async () => {
    renderForgotPassword();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Passwords are reset by your administrator: ask them to set a new password for your account.',
    );
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });

  it('with the reset extension, asks for the email', async () => {
    offerExtensions('passwordReset');
    renderForgotPassword();
    expect(await screen.findByRole('textbox', { name: /Email/ })).toBeInTheDocument();
    expect(screen.queryByText(/administrator/)).toBeNull();
  });
});
