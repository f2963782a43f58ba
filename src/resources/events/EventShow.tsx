import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { useGetOne, useTranslate } from 'ra-core';
import type { EventRecord } from '../../dataProvider/events';
import { formatEventMoment } from '../../lib/eventDates';
import { formatUSD } from '../../lib/money';
import { totalCapacity } from '../../lib/eventStats';
import { EventStatusChip } from './EventStatusChip';
import { EventActivationButton, EventActiveChip } from './EventActivation';
import { DeleteEventDialog } from './DeleteEventDialog';
import { useEventActions } from './useEventActions';
import { useEventRights } from './useEventRights';
import { Title } from 'react-admin';
import { AllowedLinkButton } from '../../layout/AllowedLinkButton';
import { PageLoading } from '../../layout/PageLoading';

function BackLink() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/dashboard/events" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {translate('events.detail.back')}
    </Button>
  );
}

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}
      >
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** A column shown from the sm breakpoint (a phone reads it inside the first column). */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** /dashboard/events/{id}: the event's details and its actions. */
export function EventShow() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data: event, error, isPending } = useGetOne<EventRecord>('events', { id }, { retry: false });
  const actions = useEventActions(() => navigate('/dashboard/events'));
  const rights = useEventRights();
  const t = (k: string) => translate(`events.detail.${k}`);

  if (isPending) return <PageLoading />;
  if (error || !event) {
    return (
      <Box sx={{ p: 2 }}>
        <BackLink />
        {error && (error as { status?: number }).status !== 404 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('fetchError')}
          </Alert>
        )}
        <Typography variant="h5" component="h1">
          {t('notFound')}
        </Typography>
      </Box>
    );
  }

  const base = `/dashboard/events/${event.id}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={<span>{event.name}</span>} />
      <BackLink />
      <Card variant="outlined" sx={{ borderTop: 6, borderTopColor: event.color || 'primary.main', mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <EventStatusChip event={event} />
            <EventActiveChip event={event} />
            <Chip
              size="small"
              variant="outlined"
              label={translate(`events.categories.${event.category}`, { _: event.category })}
            />
          </Stack>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}
          >
            {event.name}
          </Typography>
          {event.image && (
            <Box
              component="img"
              src={event.image}
              alt=""
              sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 1, mb: 2 }}
              onError={(e) => ((e.target as HTMLElement).style.display = 'none')}
            />
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
            <Box>
              <Info label={t('description')}>{event.description}</Info>
              <Info label={t('location')}>
                {event.location?.name}
                <Typography variant="body2" color="text.secondary">
                  {event.location?.address}
                </Typography>
              </Info>
              <Info label={t('coordinates')}>
                {event.location?.coordinates?.latitude}, {event.location?.coordinates?.longitude}
              </Info>
              {event.video && (
                <Button href={event.video} target="_blank" rel="noopener noreferrer" size="small">
                  {t('video')}
                </Button>
              )}
            </Box>
            <Box>
              <Info label={t('starts')}>{formatEventMoment(event.startDate, event.startTime)}</Info>
              <Info label={t('ends')}>{formatEventMoment(event.endDate, event.endTime)}</Info>
              <Info label={t('totalSold')}>
                {event.totalTicketsSold} / {totalCapacity(event.priceTiers)}
              </Info>
            </Box>
          </Box>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {rights.mayEdit && (
              <Button component={Link} to={`${base}/edit`} variant="contained">
                {t('edit')}
              </Button>
            )}
            <AllowedLinkButton resource="tickets" to={`${base}/tickets`} label={t('viewTickets')} />
            {rights.maySell && (
              <Button component={Link} to={`/dashboard/tickets/event/${event.id}/create`} variant="outlined">
                {t('createTicket')}
              </Button>
            )}
            <AllowedLinkButton resource="security-agents" to={`${base}/security`} label={t('security')} />
            <AllowedLinkButton resource="statistics" to={`${base}/statistics`} label={t('statistics')} />
            <Box sx={{ flexGrow: 1 }} />
            {rights.mayEdit && (
              <EventActivationButton event={event} busy={actions.updating} onToggle={actions.toggleActive} />
            )}
            {rights.mayDelete && (
              <Button color="error" onClick={() => actions.askDelete(event)}>
                {translate('events.list.delete')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }} id="event-tiers-title">
            {t('tiers')}
          </Typography>
          {/* On a phone the table scrolls sideways: a named region the keyboard can reach and scroll. */}
          <Box
            role="region"
            aria-labelledby="event-tiers-title"
            tabIndex={0}
            sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size' }}
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('tier')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t('description')}</TableCell>
                  <TableCell align="right">{t('price')}</TableCell>
                  <TableCell align="right">{t('sold')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {event.priceTiers.map((tier) => (
                  <TableRow key={tier._id ?? tier.name}>
                    <TableCell>
                      {tier.name}
                      {/* On a phone the description goes under the name, so Price and Sold fit. */}
                      {tier.description && (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: { xs: 'block', sm: 'none' } }}
                        >
                          {tier.description}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>{tier.description}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatUSD(tier.price)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {tier.soldTickets ?? 0} / {tier.totalTickets}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </CardContent>
      </Card>
      <DeleteEventDialog
        open={!!actions.toDelete}
        irreversible
        loading={actions.deleting}
        onConfirm={actions.confirmDelete}
        onClose={actions.cancelDelete}
      />
    </Box>
  );
}
