import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'ra-core';
import { server, API } from '../setup/msw';
import { authProvider, checkSession, MESSAGES } from '../../src/authProvider';
import { takeSessionError } from '../../src/authProvider/sessionError';

const agency = {
  _id: 'a1',
  email: 'demo@ticketing.tn',
  role: 'ticketAgency',
  balance: 12.5,
  companyName: 'Demo SARL',
};

describe('authProvider (SPEC §4 Session)', () => {
  it('login posts email and password, stores the token for a ticketAgency user', async () => {
    let received: unknown;
    let auth: string | null = 'unset';
    server.use(
      http.post(`${API}/api/auth/login`, async ({ request }) => {
        received = await request.json();
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ token: 'tok-1', user: agency });
      }),
    );
    localStorage.setItem('token', 'stale');
    await authProvider.login({ email: 'demo@ticketing.tn', password: 'demo1234' });
    expect(received).toEqual({ email: 'demo@ticketing.tn', password: 'demo1234' });
    expect(auth).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it("refuses any other role with 'Unauthorized' and stores no token", async () => {
    server.use(
      http.post(`${API}/api/auth/login`, () =>
        HttpResponse.json({ token: 'tok-2', user: { ...agency, role: 'user' } }),
      ),
    );
    await expect(authProvider.login({ email: 'c@x.tn', password: 'p' })).rejects.toThrow(
      MESSAGES.unauthorized,
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server message on failure, else 'Login failed'", async () => {
    server.use(
      http.post(`${API}/api/auth/login`, () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    await expect(authProvider.login({ email: 'a', password: 'b' })).rejects.toThrow(
      'Invalid email or password',
    );
    server.use(http.post(`${API}/api/auth/login`, () => new HttpResponse(null, { status: 500 })));
    await expect(authProvider.login({ email: 'a', password: 'b' })).rejects.toThrow('Login failed');
    server.use(http.post(`${API}/api/auth/login`, () => HttpResponse.error()));
    await expect(authProvider.login({ email: 'a', password: 'b' })).rejects.toThrow('Login failed');
  });

  it('logout removes the token and returns to /', async () => {
    localStorage.setItem('token', 'tok');
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('checkAuth without a token redirects to / without a request', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
  });

  it('checkAuth with a token fetches the current user with the bearer header', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${API}/api/users/current`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json(agency);
      }),
    );
    localStorage.setItem('token', 'tok-ok');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(auth).toBe('Bearer tok-ok');
  });

  it('checks asked for while the first is on its way share its one request', async () => {
    let calls = 0;
    // The server answers only once all three checks have been asked for.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/api/users/current`, async () => {
        calls += 1;
        await answered;
        return HttpResponse.json(agency);
      }),
    );
    localStorage.setItem('token', 'tok-shared');
    const checks = [authProvider.checkAuth({}), authProvider.checkAuth({}), authProvider.checkAuth({})];
    await vi.waitFor(() => expect(calls).toBeGreaterThan(0));
    answer();
    await Promise.all(checks);
    expect(calls).toBe(1);
  });

  it("a failed session check removes the token and keeps the server message, else 'Authentication failed'", async () => {
    server.use(
      http.get(`${API}/api/users/current`, () =>
        HttpResponse.json({ message: 'Session expired, please sign in again' }, { status: 401 }),
      ),
    );
    localStorage.setItem('token', 'tok-old');
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
    expect(localStorage.getItem('token')).toBeNull();
    expect(takeSessionError()).toBe('Session expired, please sign in again');

    server.use(http.get(`${API}/api/users/current`, () => new HttpResponse('oops', { status: 500 })));
    localStorage.setItem('token', 'tok-old2');
    await expect(checkSession()).rejects.toThrow(MESSAGES.authenticationFailed);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a session check that gets no answer keeps the token and reports 'Authentication failed'", async () => {
    server.use(http.get(`${API}/api/users/current`, () => HttpResponse.error()));
    localStorage.setItem('token', 'tok-offline');
    await expect(checkSession()).rejects.toThrow(MESSAGES.authenticationFailed);
    expect(localStorage.getItem('token')).toBe('tok-offline');
  });

  it('checkError signs out on 401 only', async () => {
    localStorage.setItem('token', 'tok');
    await expect(authProvider.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).toBe('tok');
    await expect(authProvider.checkError(new HttpError('Expired', 401))).rejects.toEqual({
      redirectTo: '/',
      message: false,
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("getIdentity refreshes from /api/users/me, else 'Failed to refresh user data'", async () => {
    server.use(http.get(`${API}/api/users/me`, () => HttpResponse.json({ ...agency, balance: 99.125 })));
    localStorage.setItem('token', 'tok');
    await expect(authProvider.getIdentity!({})).resolves.toMatchObject({
      id: 'a1',
      fullName: 'Demo SARL',
      balance: 99.125,
    });
    server.use(http.get(`${API}/api/users/me`, () => new HttpResponse(null, { status: 502 })));
    await expect(authProvider.getIdentity!({})).rejects.toThrow(MESSAGES.refreshFailed);
  });
});
