import { useMemo } from 'react';
import { Box } from '@mui/material';
import { SortButton } from 'react-admin';
import { useTranslate } from 'ra-core';
import { csvExporter } from '../../lib/csvExporter';
import { eventCsvColumns } from './eventsCsv';
import { AllowedExportButton } from '../../layout/AllowedExportButton';

const SORT_FIELDS = ['startDate', 'name', 'category', 'totalTicketsSold'];

/**
 * Sort menu and CSV export of the events list. Loaded after the first cards are drawn: their MUI
 * menu and tooltip are not part of the first screen's code.
 */
export default function EventListToolbar() {
  const translate = useTranslate();
  const exporter = useMemo(() => csvExporter('events', eventCsvColumns(translate)), [translate]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <SortButton fields={SORT_FIELDS} />
      <AllowedExportButton label="events.list.export" exporter={exporter} />
    </Box>
  );
}
