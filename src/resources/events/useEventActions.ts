import { useState } from 'react';
import { useDelete, useEvent, useNotify, useTranslate, useUpdate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/httpClient';
import { CURRENT_EVENT_QUERY_KEY } from '../../layout/useCurrentEvent';
import type { EventRecord } from '../../dataProvider/events';

/** Activate/Deactivate and Delete with SPEC §8's failure texts (plus the server's reason when it gives one). */
export function useEventActions(onDeleted?: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: updating }] = useUpdate<EventRecord>();
  const [remove, { isPending: deleting }] = useDelete<EventRecord>();
  const [toDelete, setToDelete] = useState<EventRecord | null>(null);
  const queryClient = useQueryClient();
  // The live event may be the one changed: the menu's 'Now Live' card and its Tickets, Security and
  // Statistics entries follow at once, not at the next reload.
  const refreshCurrentEvent = () => queryClient.invalidateQueries({ queryKey: CURRENT_EVENT_QUERY_KEY });

  const withReason = (key: string, error: unknown) => {
    const reason = errorMessage(error, '');
    return reason ? `${translate(key)}: ${reason}` : translate(key);
  };

  // Stable identity: the event cards are memoised on their props.
  const toggleActive = useEvent((event: EventRecord) =>
    update(
      'events',
      { id: event.id, data: { isActive: !event.isActive }, previousData: event },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          void refreshCurrentEvent();
          notify(saved.isActive ? 'events.list.activated' : 'events.list.deactivated', { type: 'info' });
        },
        onError: (error) => notify(withReason('events.list.statusFailed', error), { type: 'error' }),
      },
    ),
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove(
      'events',
      { id: toDelete.id, previousData: toDelete },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setToDelete(null);
          void refreshCurrentEvent();
          notify('events.list.deleted', { type: 'info' });
          onDeleted?.();
        },
        onError: (error) => {
          setToDelete(null);
          notify(withReason('events.list.deleteFailed', error), { type: 'error' });
        },
      },
    );
  };

  return {
    toggleActive,
    updating,
    deleting,
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
  };
}
