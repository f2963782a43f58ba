import { memo } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import type { EventRecord } from '../../dataProvider/events';
import { formatEventSpan } from '../../lib/eventDates';
import { totalCapacity } from '../../lib/eventStats';
import { EventStatusChip } from './EventStatusChip';
import { EventActivationButton, EventActiveChip } from './EventActivation';

interface Props {
  event: EventRecord;
  busy: boolean;
  onToggle: (e: EventRecord) => void;
  onDelete: (e: EventRecord) => void;
  /** The role may change / delete events, open their tickets and statistics (./useEventRights.ts). */
  mayEdit: boolean;
  mayDelete: boolean;
  mayListTickets: boolean;
  mayReadStatistics: boolean;
}

/**
 * Memoised: react-admin re-renders the list as it loads and refreshes; the cards are most of the
 * page's work, and a card whose props have not changed is not drawn again.
 */
export const EventCard = memo(function EventCard({
  event,
  busy,
  onToggle,
  onDelete,
  mayEdit,
  mayDelete,
  mayListTickets,
  mayReadStatistics,
}: Props) {
  const translate = useTranslate();
  const capacity = totalCapacity(event.priceTiers);
  const soldText = translate('events.list.ticketsSold', { sold: event.totalTicketsSold, total: capacity });
  const base = `/dashboard/events/${event.id}`;
  return (
    <Card
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderTop: 4,
        borderTopColor: event.color || 'primary.main',
      }}
      data-testid="event-card"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <EventStatusChip event={event} />
          <EventActiveChip event={event} />
        </Stack>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, mb: 1 }}>
          {event.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', mb: 0.5 }}>
          <ScheduleIcon fontSize="small" />
          <Typography variant="body2">{formatEventSpan(event)}</Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', mb: 1.5 }}>
          <PlaceIcon fontSize="small" />
          <Typography variant="body2">{event.location?.name}</Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {soldText}
        </Typography>
        <LinearProgress
          aria-label={soldText}
          variant="determinate"
          value={capacity ? Math.min(100, (event.totalTicketsSold / capacity) * 100) : 0}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button component={Link} to={base} size="small" variant="contained">
          {translate('events.list.view')}
        </Button>
        {mayListTickets && (
          <Button component={Link} to={`${base}/tickets`} size="small">
            {translate('events.list.tickets')}
          </Button>
        )}
        {mayReadStatistics && (
          <Button component={Link} to={`${base}/statistics`} size="small">
            {translate('events.list.statistics')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {mayEdit && <EventActivationButton event={event} busy={busy} onToggle={onToggle} size="small" />}
        {/* Named by title, not MUI's Tooltip: a tooltip per card on the first screen. */}
        {mayEdit && (
          <IconButton
            component={Link}
            to={`${base}/edit`}
            size="small"
            aria-label={translate('events.list.edit')}
            title={translate('events.list.edit')}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        )}
        {mayDelete && (
          <IconButton
            size="small"
            color="error"
            aria-label={translate('events.list.delete')}
            title={translate('events.list.delete')}
            onClick={() => onDelete(event)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </CardActions>
    </Card>
  );
});
