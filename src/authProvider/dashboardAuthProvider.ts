import type { AuthProvider } from 'ra-core';
import { authProvider, checkSession } from '.';
import { loadStaff } from './staff';
import { can } from '../contract/permissions';
import { isOffered } from './capabilities';
import { extensionFor } from '../lib/extensionAccess';
import { resourceNamed } from '../resources';

/**
 * The dashboard's auth provider: the session's (./index.ts, which the sign-in page shares without
 * the dashboard's resources), with react-admin's access control. A resource, or an action on it,
 * that exists only with an extension (its definition's `extension`) is refused when the server does
 * not offer it, so react-admin itself hides its menu entry and closes its page. A member of the
 * business's team sees only what their role may do (src/contract/permissions.ts); the business
 * account itself (the owner, and anyone on SPEC's API) everything SPEC has.
 */
export const dashboardAuthProvider: AuthProvider = {
  ...authProvider,
  async canAccess({ resource, action }) {
    const staff = await loadStaff(checkSession).catch(() => null);
    if (staff && !can(staff.role, resource, action)) return false;
    const needed = extensionFor(resourceNamed(resource)?.extension, action);
    return needed === undefined || (await isOffered(needed));
  },
};
