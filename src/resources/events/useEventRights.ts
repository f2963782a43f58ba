import { useCanAccess } from 'ra-core';

/**
 * What the signed-in role may do with events and their tickets (src/contract/permissions.ts, through
 * react-admin's canAccess): a button the role may not use is not shown. While an answer is pending
 * its button is not shown either: a role without the right never sees it flash (the server would
 * refuse its call anyway). The answers are local once the session is known (a few milliseconds), so
 * a screen may wait for `known` rather than have its buttons appear under the reader's eyes.
 */
export function useEventRights() {
  const create = useCanAccess({ resource: 'events', action: 'create' });
  const edit = useCanAccess({ resource: 'events', action: 'edit' });
  const remove = useCanAccess({ resource: 'events', action: 'delete' });
  const sell = useCanAccess({ resource: 'tickets', action: 'create' });
  const tickets = useCanAccess({ resource: 'tickets', action: 'list' });
  const statistics = useCanAccess({ resource: 'statistics', action: 'list' });
  return {
    /** Every answer is in: a screen drawn now shows its buttons as they stay (no shift, no flash). */
    known: ![create, edit, remove, sell, tickets, statistics].some((r) => r.isPending),
    mayListTickets: tickets.canAccess === true,
    mayReadStatistics: statistics.canAccess === true,
    mayCreate: create.canAccess === true,
    mayEdit: edit.canAccess === true,
    mayDelete: remove.canAccess === true,
    maySell: sell.canAccess === true,
  };
}

export type EventRights = ReturnType<typeof useEventRights>;
