import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server, API } from '../setup/msw';
import LoginPage from '../../src/customRoutes/login/LoginPage';
import { PublicI18nProvider } from '../../src/i18n/PublicI18nProvider';

function renderLogin() {
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LoginPage />} />
          <Route path="/dashboard" element={<p>dashboard reached</p>} />
          <Route path="/forgot-password" element={<p>forgot page</p>} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

const agency = { _id: 'a1', role: 'ticketAgency', email: 'demo@ticketing.tn' };

describe('LoginPage (SPEC §2 Login screen)', () => {
  it("shows 'Signing in...' while loading, then goes to /dashboard", async () => {
    // The server answers only once the test has seen the loading state.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/api/auth/login`, async () => {
        await answered;
        return HttpResponse.json({ token: 't', user: agency });
      }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'demo@ticketing.tn');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t');
  });

  it("shows 'Unauthorized' in the red box for a non-ticketAgency account", async () => {
    server.use(
      http.post(`${API}/api/auth/login`, () =>
        HttpResponse.json({ token: 't', user: { ...agency, role: 'user' } }),
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'customer@ticketing.tn');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unauthorized$/);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message, or 'Login failed' without one", async () => {
    server.use(
      http.post(`${API}/api/auth/login`, () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.tn');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    server.use(http.post(`${API}/api/auth/login`, () => new HttpResponse(null, { status: 503 })));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed$/));
  });

  it('with a valid stored token goes straight to /dashboard; with a rejected one shows the error and drops it', async () => {
    server.use(http.get(`${API}/api/users/current`, () => HttpResponse.json(agency)));
    localStorage.setItem('token', 'good');
    const first = renderLogin();
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    first.unmount();

    server.use(http.get(`${API}/api/users/current`, () => new HttpResponse(null, { status: 500 })));
    localStorage.setItem('token', 'bad');
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Authentication failed$/);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("checks the contract's login body first: an empty field says 'Required' under it and nothing is sent", async () => {
    let sent = 0;
    server.use(
      http.post(`${API}/api/auth/login`, () => {
        sent++;
        return HttpResponse.json({ token: 't', user: agency });
      }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'demo@ticketing.tn');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required'));
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('Required');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toBe(0);
  });

  it("links 'Forgot Password?' to /forgot-password", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(await screen.findByText('forgot page')).toBeInTheDocument();
  });
});
