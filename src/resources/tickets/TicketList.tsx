import { forwardRef, useMemo, type ComponentProps } from 'react';
import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  Title,
  TopToolbar,
} from 'react-admin';
import { useCanAccess, useGetOne, useListContext, useTranslate } from 'ra-core';
import { TICKET_STATUSES, type ApiEvent } from '../../contract/events';
import { TICKETS_PAGE_SIZE, type TicketRecord } from '../../dataProvider/tickets';
import { csvExporter } from '../../lib/csvExporter';
import { formatShortDateTimeUs } from '../../lib/dates';
import { formatUSD } from '../../lib/money';
import { TicketCards } from './TicketCards';
import { TicketOpenLink } from './TicketOpenLink';
import { TicketStatusAction } from './TicketStatusAction';
import { TicketStatusChip } from './TicketStatusChip';
import { ticketCsvColumns } from './ticketsCsv';
import { useTicketActions } from './useTicketActions';
import { AllowedExportButton } from '../../layout/AllowedExportButton';

// Each row is named for tests and the e2e journeys, like the phone cards.
const TicketRow = forwardRef<HTMLTableRowElement, ComponentProps<typeof DataTableRow>>((props, ref) => (
  <DataTableRow ref={ref} data-testid="ticket-row" {...props} />
));
TicketRow.displayName = 'TicketRow';
const TicketBody = (props: ComponentProps<typeof DataTableBody>) => (
  <DataTableBody {...props} row={TicketRow} />
);

const Col = DataTable.Col<TicketRecord>;

/**
 * 'Nov 23, 2026, 10:38 AM' with its only break before the time: where the columns' labels are
 * longer (French), the date column may take two lines rather than push Actions out of the page.
 */
const breakBeforeTime = (text: string) => {
  const at = text.lastIndexOf(', ');
  const nb = (part: string) => part.replace(/ /g, '\u00a0');
  return at < 0 ? text : `${nb(text.slice(0, at + 1))} ${nb(text.slice(at + 2))}`;
};

function TicketActions({ ticket }: { ticket: TicketRecord }) {
  const { toggle, busy } = useTicketActions();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <TicketStatusAction ticket={ticket} busy={busy} onToggle={toggle} />
      <TicketOpenLink ticketId={ticket.ticketId} />
    </Box>
  );
}

function TicketTable() {
  const translate = useTranslate();
  const t = (k: string) => translate(`events.tickets.${k}`);
  return (
    <DataTable<TicketRecord> rowClick={false} bulkActionButtons={false} body={TicketBody} size="small">
      <Col source="ticketId" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} />
      <Col
        source="customerInfo.lastName"
        label="resources.tickets.fields.customer"
        render={(r) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {r.customerInfo.firstName} {r.customerInfo.lastName}
            <Typography variant="body2" color="text.secondary">
              {r.customerInfo.phoneNumber}
            </Typography>
          </Box>
        )}
      />
      <Col source="priceTier.name" />
      <Col source="priceTier.price" align="right" render={(r) => formatUSD(r.priceTier.price)} />
      <Col source="purchaseDate" render={(r) => breakBeforeTime(formatShortDateTimeUs(r.purchaseDate))} />
      <Col source="status" render={(r) => <TicketStatusChip status={r.status} />} />
      <Col
        source="isScanned"
        render={(r) => (r.isScanned ? t('scanned') : t('notScanned'))}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <Col
        label="events.tickets.actions"
        align="right"
        disableSort
        render={(r) => <TicketActions ticket={r} />}
      />
    </DataTable>
  );
}

/** Empty page: nothing sold yet, or nothing matches the search / status. */
function TicketsOrEmpty() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, error, isPending, filterValues } = useListContext<TicketRecord>();
  if (error) {
    return (
      <Typography color="error" role="alert" sx={{ p: 2 }}>
        {translate('events.tickets.fetchError')}
      </Typography>
    );
  }
  if (!isPending && !data?.length) {
    const filtered = Object.keys(filterValues ?? {}).length > 0;
    return (
      <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
        {translate(filtered ? 'events.tickets.noMatch' : 'events.tickets.empty')}
      </Typography>
    );
  }
  return isPhone ? <TicketCards /> : <TicketTable />;
}

function TicketListActions({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  // Selling a ticket is for roles that may create tickets (not the door's read-only list).
  const { canAccess: mayCreate } = useCanAccess({ resource: 'tickets', action: 'create' });
  return (
    <TopToolbar sx={{ gap: 1, alignItems: 'center' }}>
      <AllowedExportButton label="events.tickets.export" />
      {mayCreate && (
        <Button
          component={Link}
          to={`/dashboard/tickets/event/${eventId}/create`}
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
        >
          {translate('events.tickets.create')}
        </Button>
      )}
    </TopToolbar>
  );
}

/** /dashboard/events/{id}/tickets: the `tickets` resource of one event, 20 per page. */
export function TicketList() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: event } = useGetOne<ApiEvent & { id: string }>(
    'events',
    { id },
    { retry: false, enabled: !!id },
  );
  const title = translate('events.tickets.title', { name: event?.name ?? '' });
  const exporter = useMemo(() => csvExporter(`tickets-${id}`, ticketCsvColumns(translate)), [id, translate]);
  const filters = useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        // The placeholder fits a phone's width; the accessible name says the whole sentence.
        placeholder={translate('events.tickets.searchShort')}
        slotProps={{ htmlInput: { 'aria-label': translate('events.tickets.search') } }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />,
      <SelectInput
        key="status"
        source="status"
        alwaysOn
        emptyText="events.tickets.all"
        choices={TICKET_STATUSES.map((s) => ({ id: s, name: `events.ticketStatus.${s}` }))}
      />,
    ],
    [translate],
  );
  // Tickets exist only per event: /dashboard/tickets alone is an unknown path (SPEC §2).
  if (!id) return <Navigate to="/dashboard" replace />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, width: '100%', minWidth: 0, contain: 'inline-size' }}>
      <Title title={<span>{title}</span>} />
      <Button component={Link} to={`/dashboard/events/${id}`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('events.tickets.backToEvent')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <List<TicketRecord>
        resource="tickets"
        filter={{ eventId: id }}
        filters={filters}
        perPage={TICKETS_PAGE_SIZE}
        sort={{ field: 'purchaseDate', order: 'DESC' }}
        disableSyncWithLocation
        exporter={exporter}
        actions={<TicketListActions eventId={id} />}
        pagination={<Pagination rowsPerPageOptions={[]} />}
        title={false}
        empty={false}
        queryOptions={{ retry: false }}
        // The list's main column may shrink to the page: a table wider than that scrolls inside it.
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        <TicketsOrEmpty />
      </List>
    </Box>
  );
}

export default TicketList;
