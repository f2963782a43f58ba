import { useNotify, useTranslate, useUpdate } from 'ra-core';
import { errorMessage } from '../../api/httpClient';
import type { TicketRecord } from '../../dataProvider/tickets';
import { nextTicketStatus } from '../../lib/ticketStatus';

/**
 * Cancel an active ticket (undoable: the PUT is sent only when the notification closes without
 * Undo) or reactivate a cancelled one (pessimistic: the server may refuse when the tier is full).
 * SPEC §8: 'Failed to update ticket status' (with the server's reason when it gives one).
 */
export function useTicketActions() {
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate<TicketRecord>();

  const toggle = (ticket: TicketRecord) => {
    const next = nextTicketStatus(ticket.status);
    if (!next) return;
    const cancelling = next === 'cancelled';
    update(
      'tickets',
      { id: ticket.id, data: { status: next }, previousData: ticket },
      {
        mutationMode: cancelling ? 'undoable' : 'pessimistic',
        onSuccess: () =>
          notify(cancelling ? 'events.tickets.cancelledDone' : 'events.tickets.reactivatedDone', {
            type: 'info',
            undoable: cancelling,
          }),
        onError: (error) => {
          const reason = errorMessage(error, '');
          const base = translate('events.tickets.statusFailed');
          notify(reason ? `${base}: ${reason}` : base, { type: 'error' });
        },
      },
    );
  };
  return { toggle, busy: isPending };
}
