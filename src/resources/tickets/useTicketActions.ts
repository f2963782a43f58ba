import { useNotify, useTranslate, useUpdate } from 'ra-core';
import { errorMessage } from '../../api/httpClient';
import type { TicketRecord } from '../../dataProvider/tickets';
import { nextTicketStatus } from '../../lib/ticketStatus';

/**
 * Cancel an active ticket or reactivate a cancelled one, both undoable: the change shows at once and
 * the PUT is sent only when the notification closes without Undo. Should the server then refuse
 * (a reactivation when the tier is full), react-admin puts the ticket back and SPEC §8's
 * 'Failed to update ticket status' says why (with the server's reason when it gives one).
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
        mutationMode: 'undoable',
        onSuccess: () =>
          notify(cancelling ? 'events.tickets.cancelledDone' : 'events.tickets.reactivatedDone', {
            type: 'info',
            undoable: true,
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
