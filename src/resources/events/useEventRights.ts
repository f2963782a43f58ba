import { useCanAccess } from 'ra-core';

/**
 * What the signed-in role may do with events and their tickets (src/contract/permissions.ts, through
 * react-admin's canAccess): a button the role may not use is not shown. While the answer is pending
 * the buttons stay, so the owner's screen does not shift; the server refuses a forbidden call anyway.
 */
export function useEventRights() {
  const create = useCanAccess({ resource: 'events', action: 'create' });
  const edit = useCanAccess({ resource: 'events', action: 'edit' });
  const remove = useCanAccess({ resource: 'events', action: 'delete' });
  const sell = useCanAccess({ resource: 'tickets', action: 'create' });
  return {
    mayCreate: create.canAccess !== false,
    mayEdit: edit.canAccess !== false,
    mayDelete: remove.canAccess !== false,
    maySell: sell.canAccess !== false,
  };
}

export type EventRights = ReturnType<typeof useEventRights>;
