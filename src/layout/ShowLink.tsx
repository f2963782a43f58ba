import type { ReactNode } from 'react';
import { Link } from 'react-admin';
import { useCreatePath, type Identifier } from 'ra-core';

/**
 * A link to a record's detail at react-admin's show address (/dashboard/{resource}/{id}/show),
 * e.g. from a payment or a journal entry to the reservation it is about: from another resource's
 * folder, without importing that folder.
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
  return <Link to={createPath({ resource, id, type: 'show' })}>{children}</Link>;
}
