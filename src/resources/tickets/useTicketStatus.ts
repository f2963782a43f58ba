import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../api/httpClient';
import type { TicketRecord } from '../../dataProvider/tickets';
import { nextTicketStatus } from '../../lib/ticketStatus';

/** Cancel an active ticket or reactivate a cancelled one; 'Failed to update ticket status' on failure. */
export function useTicketStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (ticket: TicketRecord) => {
    const next = nextTicketStatus(ticket.status);
    if (!next) return;
    setBusy(ticket.ticketId);
    try {
      await dataProvider.setTicketStatus(ticket.ticketId, next);
      notify(next === 'cancelled' ? 'events.tickets.cancelledDone' : 'events.tickets.reactivatedDone', {
        type: 'info',
      });
      refresh();
    } catch (error) {
      const reason = errorMessage(error, '');
      const base = translate('events.tickets.statusFailed');
      notify(reason ? `${base}: ${reason}` : base, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return { toggle, busy };
}
