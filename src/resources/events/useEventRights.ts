import { useCanAccess } from 'ra-core';

/**
 * What the signed-in role may do with events and their tickets (src/contract/permissions.ts, through
 * react-admin's canAccess): a button the role may not use is not shown. While an answer is pending
 * its button is not shown either, and appears once allowed: a role without the right never sees it
 * flash (the server would refuse its call anyway).
 */
export function useEventRights() {
  const create = useCanAccess({ resource: 'events', action: 'create' });
  const edit = useCanAccess({ resource: 'events', action: 'edit' });
  const remove = useCanAccess({ resource: 'events', action: 'delete' });
  const sell = useCanAccess({ resource: 'tickets', action: 'create' });
  return {
    mayCreate: create.canAccess === true,
    mayEdit: edit.canAccess === true,
    mayDelete: remove.canAccess === true,
    maySell: sell.canAccess === true,
  };
}

export type EventRights = ReturnType<typeof useEventRights>;
