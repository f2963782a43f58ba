import type { ReactNode } from 'react';
import { Link } from 'react-admin';
import { useCanAccess, useCreatePath, type Identifier } from 'ra-core';

/**
 * A link to a record's detail at react-admin's show address (/dashboard/{resource}/{id}/show),
 * e.g. from a payment or a journal entry to the reservation it is about: from another resource's
 * folder, without importing that folder. A role that may not open it (accounts reading the
 * payments, which has no reservations) reads the same words, not a link to a "not allowed" page.
 */
export function ShowLink({
  resource,
  id,
  children,
}: {
  resource: string;
  id: Identifier;
  children: ReactNode;
}) {
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  if (!canAccess) return <>{children}</>;
  return <Link to={createPath({ resource, id, type: 'show' })}>{children}</Link>;
}
