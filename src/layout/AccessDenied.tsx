import { Navigate, useLocation } from 'react-router-dom';
import { useResourceContext } from 'react-admin';
import { useStaffRole } from '../authProvider/staff';
import { checkSession } from '../authProvider';
import { can } from '../contract/permissions';
import { NotAllowed } from './NotAllowed';

/**
 * react-admin's refusal of a resource's page: "not allowed" when the signed-in member's role forbids
 * it; a page the server does not offer (an extension it lacks) is, for this API, an unknown one:
 * back to the dashboard.
 */
export function AccessDenied() {
  // react-admin renders this page outside the resource's context: the address names the resource.
  const { pathname } = useLocation();
  const resource = useResourceContext() ?? /^\/dashboard\/([^/]+)/.exec(pathname)?.[1];
  const role = useStaffRole(checkSession);
  if (!role) return null;
  if (resource && !can(role, resource, 'list')) return <NotAllowed />;
  return <Navigate to="/dashboard" replace />;
}
