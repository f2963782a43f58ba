import { lazy, memo, Suspense, useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { ListBase, useEvent, useListContext, useTranslate } from 'ra-core';
import { EVENTS_LIST_SORT, EVENTS_PAGE_SIZE, type EventRecord } from '../../dataProvider/events';
import { EVENT_STATUSES } from '../../contract/eventStatus';
import { LoadErrorAlert } from '../../layout/LoadErrorAlert';
import { EventCard } from './EventCard';
import { useEventRights } from './useEventRights';
import { useEventActions } from './useEventActions';
import { PageLoading } from '../../layout/PageLoading';

// The sort menu and export come after the first cards (see EventListToolbar).
const EventListToolbar = lazy(() => import('./EventListToolbar'));
// The page links sit below the cards: they come after them.
const EventPagination = lazy(() => import('./EventPagination'));
// The confirmation dialog (MUI Dialog) is fetched the first time a delete is asked for.
const DeleteEventDialog = lazy(() =>
  import('./DeleteEventDialog').then((m) => ({ default: m.DeleteEventDialog })),
);

const FILTERS = ['all', ...EVENT_STATUSES] as const;

/** The list shows its own error message (below) rather than react-admin's notification. */
const LIST_QUERY_OPTIONS = { onError: () => undefined };

function StatusFilter() {
  const { filterValues, setFilters } = useListContext();
  const choose = useEvent((value: string) =>
    setFilters(value === 'all' ? {} : { status: value }, undefined, false),
  );
  return <StatusChips current={(filterValues.status as string | undefined) ?? 'all'} onChange={choose} />;
}

/**
 * The status filter: one toggle per status, drawn with MUI's Chip, which the cards already load
 * (a filter row of chips rather than Tabs, whose scrolling code the first screen would download for
 * four short words). Memoised: the list context changes several times as the list loads.
 */
const StatusChips = memo(function StatusChips({
  current,
  onChange,
}: {
  current: string;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate('events.list.filterLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pb: 1 }}
    >
      {FILTERS.map((f) => {
        const chosen = f === current;
        return (
          <Chip
            key={f}
            label={translate(f === 'all' ? 'events.list.all' : `events.status.${f}`)}
            onClick={() => onChange(f)}
            aria-pressed={chosen}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
          />
        );
      })}
    </Box>
  );
});

function EventGrid() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useListContext<EventRecord>();
  const actions = useEventActions();
  const { mayEdit, mayDelete, mayListTickets, mayReadStatistics } = useEventRights();
  const [dialogNeeded, setDialogNeeded] = useState(false);
  if (actions.toDelete && !dialogNeeded) setDialogNeeded(true);
  if (error) return <LoadErrorAlert message="events.list.fetchError" onRetry={refetch} />;
  if (isPending) {
    return <PageLoading />;
  }
  if (!data?.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <Typography variant="h6">{translate('events.list.empty')}</Typography>
        <Typography variant="body2">{translate('events.list.emptyHint')}</Typography>
      </Box>
    );
  }
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {data.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            busy={actions.updating}
            onToggle={actions.toggleActive}
            onDelete={actions.askDelete}
            mayEdit={mayEdit}
            mayDelete={mayDelete}
            mayListTickets={mayListTickets}
            mayReadStatistics={mayReadStatistics}
          />
        ))}
      </Box>
      <Suspense fallback={null}>
        <EventPagination />
      </Suspense>
      {dialogNeeded && (
        <Suspense fallback={null}>
          <DeleteEventDialog
            open={!!actions.toDelete}
            loading={actions.deleting}
            onConfirm={actions.confirmDelete}
            onClose={actions.cancelDelete}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The sort and export buttons' row while their code downloads. On a phone the row sits under the
 * status filter and react-admin draws them as icon buttons (48 px): kept free, the cards below do not
 * move when they arrive. Beside the filter on a wider screen it takes no height of its own.
 */
function ToolbarSpace() {
  return <Box sx={{ minHeight: { xs: 48, sm: 0 } }} />;
}

/** /dashboard and /dashboard/events: the organiser's events, 10 per page, filtered by computed status. */
export function EventList() {
  const { mayCreate, known } = useEventRights();
  const translate = useTranslate();
  // The page is drawn once the role's rights are known, so its buttons never move the cards.
  if (!known) return <PageLoading />;
  return (
    <ListBase
      resource="events"
      perPage={EVENTS_PAGE_SIZE}
      sort={EVENTS_LIST_SORT}
      queryOptions={LIST_QUERY_OPTIONS}
    >
      <Box sx={{ p: { xs: 1, sm: 2 }, width: '100%', contain: 'inline-size' }}>
        <Title title="events.list.title" />
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'stretch', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            mb: 1,
          }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {translate('events.list.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('events.list.subtitle')}
            </Typography>
          </Box>
          {mayCreate && (
            <Button
              component={Link}
              to="/dashboard/events/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {translate('events.list.create')}
            </Button>
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'stretch', sm: 'flex-end' },
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            mb: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <StatusFilter />
          <Box sx={{ flexGrow: 1 }} />
          <Suspense fallback={<ToolbarSpace />}>
            <EventListToolbar />
          </Suspense>
        </Box>
        <EventGrid />
      </Box>
    </ListBase>
  );
}
