import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCSV } from 'react-admin';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { ticketsCsv } from '../../lib/ticketsCsv';

/** CSV of every ticket of the event (all pages, all statuses). */
export function ExportTicketsButton({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      downloadCSV(ticketsCsv(await dataProvider.fetchAllTickets(eventId)), `tickets-${eventId}`);
    } catch {
      notify('events.tickets.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={onClick} disabled={busy} variant="outlined">
      {translate('events.tickets.export')}
    </Button>
  );
}
