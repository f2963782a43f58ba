import type { AuthProvider } from 'ra-core';
import { authProvider } from '.';
import { isOffered } from './capabilities';
import { extensionFor } from '../lib/extensionAccess';
import { resourceNamed } from '../resources';

/**
 * The dashboard's auth provider: the session's (./index.ts, which the sign-in page shares without
 * the dashboard's resources), with react-admin's access control. A resource, or an action on it,
 * that exists only with an extension (its definition's `extension`) is refused when the server does
 * not offer it, so react-admin itself hides its menu entry and closes its page. Everything SPEC has
 * is allowed.
 */
export const dashboardAuthProvider: AuthProvider = {
  ...authProvider,
  async canAccess({ resource, action }) {
    const needed = extensionFor(resourceNamed(resource)?.extension, action);
    return needed === undefined || (await isOffered(needed));
  },
};
