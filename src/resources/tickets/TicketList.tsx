import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router-dom';
import { Pagination } from 'react-admin';
import { ListBase, useGetOne, useTranslate } from 'ra-core';
import { TICKETS_PAGE_SIZE } from '../../dataProvider/tickets';
import type { ApiEvent } from '../../contract/events';
import { TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';
import { ExportTicketsButton } from './ExportTicketsButton';
import { PageTitle } from '../../layout/PageTitle';

/** /dashboard/events/{id}/tickets: searchable, filterable, 20 per page. */
export function TicketList() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: event } = useGetOne<ApiEvent & { id: string }>('events', { id }, { retry: false });
  const title = translate('events.tickets.title', { name: event?.name ?? '' });
  return (
    <ListBase
      resource="tickets"
      filter={{ eventId: id }}
      perPage={TICKETS_PAGE_SIZE}
      disableSyncWithLocation
      sort={{ field: 'purchaseDate', order: 'DESC' }}
      queryOptions={{ onError: () => undefined }}
    >
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <PageTitle title={title} />
        <Button component={Link} to={`/dashboard/events/${id}`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('events.tickets.backToEvent')}
        </Button>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            gap: 1,
            mb: 2,
          }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {title}
          </Typography>
          <ExportTicketsButton eventId={id} />
          <Button
            component={Link}
            to={`/dashboard/tickets/event/${id}/create`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('events.tickets.create')}
          </Button>
        </Box>
        <TicketFilters />
        <TicketTable />
        <Pagination rowsPerPageOptions={[]} />
      </Box>
    </ListBase>
  );
}
