import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useStaffRole } from '../authProvider/staff';
import { checkSession } from '../authProvider';
import { can } from '../contract/permissions';
import { NotAllowed } from './NotAllowed';

/**
 * /dashboard: the events list (SPEC §2) for whoever may see events; any other member lands on the
 * first screen of the menu their role gives (`screens`, in menu order).
 */
export function homeFor(Events: ComponentType, screens: readonly string[]) {
  return function Home() {
    const role = useStaffRole(checkSession);
    if (!role) return null;
    if (can(role, 'events', 'list')) return <Events />;
    const first = screens.find((name) => can(role, name, 'list'));
    return first ? <Navigate to={`/dashboard/${first}`} replace /> : <NotAllowed />;
  };
}
