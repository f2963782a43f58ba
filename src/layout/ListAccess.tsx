import type { ReactNode } from 'react';
import { CanAccess } from 'ra-core';
import { AccessDenied } from './AccessDenied';

/**
 * A resource's list page, mounted only once react-admin's `canAccess` has allowed its `list`
 * (the resource is the `<Resource>`'s). react-admin's list controller asks the same question, but it
 * starts its getList as soon as the answer is in, whatever it is, and leaves a refusal to a redirect
 * made after that render: a role without the list would ask the server for it (a 403) before seeing
 * "not allowed", and a list page that reads with its own hooks would ask too. A refusal shows the
 * dashboard's access-denied page (./AccessDenied.tsx) in place; an error in the check is react-admin's
 * (its authentication-error page). The list's own check stays: it answers yes here.
 */
export function ListAccess({ children }: { children: ReactNode }) {
  return (
    <CanAccess action="list" accessDenied={<AccessDenied />}>
      {children}
    </CanAccess>
  );
}
