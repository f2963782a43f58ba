import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { NotAllowed } from './NotAllowed';

/**
 * A page that is not a resource's own list, create or edit route (an event's tickets, the reports):
 * shown only when react-admin's `canAccess` allows it, else the "not allowed" page.
 */
export function RequireAccess({
  resource,
  action = 'list',
  children,
}: {
  resource: string;
  action?: string;
  children: ReactNode;
}) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return null;
  return canAccess ? <>{children}</> : <NotAllowed />;
}
