import type { AuthProvider, UserIdentity } from 'ra-core';
import { HttpError } from 'ra-core';
import { httpClient, errorMessage } from '../api/httpClient';
import { getToken, removeToken, setToken } from '../api/token';
import { assetUrl } from '../api/config';
import type { ApiUser, LoginResponse } from '../contract/session';
import { AGENCY_ROLE } from '../contract/roles';
import { setSessionError } from './sessionError';
import { forgetCapabilities, loadCapabilities } from './capabilities';
import { forgetStaff, rememberStaff } from './staff';

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  loginFailed: 'Login failed',
  authenticationFailed: 'Authentication failed',
  refreshFailed: 'Failed to refresh user data',
} as const;

export interface AppIdentity extends UserIdentity {
  role: string;
  email?: string | null;
  balance: number;
  user: ApiUser;
}

const toIdentity = (user: ApiUser): AppIdentity => ({
  id: user._id,
  fullName: user.companyName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || '',
  avatar: assetUrl(user.profilePicture),
  role: user.role,
  email: user.email,
  balance: Number(user.balance ?? 0),
  user,
});

// The stored token is checked against the server once per page load (SPEC §4: "on startup").
let verifiedToken: string | null = null;
// react-admin may ask several times while the first check is on its way: they share that one call.
let checking: { token: string; result: Promise<ApiUser> } | null = null;

/** GET /api/users/current: the session check at start. Removes the token when it fails. */
export async function checkSession(): Promise<ApiUser> {
  const token = getToken();
  if (!token) throw new Error('');
  try {
    const user = await httpClient<ApiUser>('/api/users/current');
    if (user.role !== AGENCY_ROLE) throw new Error(MESSAGES.unauthorized);
    verifiedToken = token;
    rememberStaff(token, user);
    return user;
  } catch (error) {
    verifiedToken = null;
    // Only the server's answer ends a session; a request that never got one (network down, page
    // navigating away mid-check) keeps the token so the next check can succeed.
    if (!(error instanceof HttpError && error.status === 0)) removeToken();
    throw new Error(errorMessage(error, MESSAGES.authenticationFailed));
  }
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    let response: LoginResponse;
    try {
      response = await httpClient<LoginResponse>('/api/auth/login', {
        method: 'POST',
        body: { email, password },
        token: null,
      });
    } catch (error) {
      throw new Error(errorMessage(error, MESSAGES.loginFailed));
    }
    if (response.user?.role !== AGENCY_ROLE) throw new Error(MESSAGES.unauthorized);
    setToken(response.token);
    verifiedToken = response.token;
    rememberStaff(response.token, response.user);
    // What the server offers beyond SPEC §7, learned once for this session (the menu waits for it).
    void loadCapabilities();
  },

  async logout() {
    removeToken();
    verifiedToken = null;
    forgetCapabilities();
    forgetStaff();
    return '/';
  },

  async checkAuth() {
    const token = getToken();
    if (!token) throw { redirectTo: '/', message: false };
    if (token === verifiedToken) return;
    if (checking?.token !== token) {
      const result = checkSession();
      checking = { token, result };
      void result
        .catch(() => undefined)
        .finally(() => {
          if (checking?.result === result) checking = null;
        });
    }
    try {
      await checking.result;
    } catch (error) {
      setSessionError((error as Error).message);
      throw { redirectTo: '/', message: false };
    }
  },

  async checkError(error: unknown) {
    if (error instanceof HttpError && error.status === 401) {
      removeToken();
      verifiedToken = null;
      throw { redirectTo: '/', message: false };
    }
  },

  /** GET /api/users/me: the refresh of SPEC §4 (balance after funds, etc.). */
  async getIdentity() {
    try {
      return toIdentity(await httpClient<ApiUser>('/api/users/me'));
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) throw error;
      throw new Error(errorMessage(error, MESSAGES.refreshFailed));
    }
  },
};
