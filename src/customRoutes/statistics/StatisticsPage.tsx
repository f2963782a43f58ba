import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';

import { useDataProvider, useGetOne, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { EventRecord } from '../../dataProvider/events';
import { EVENT_STATUS_COLORS, eventStatus } from '../../lib/eventStatus';
import { formatLongDateUs } from '../../lib/dates';
import { StatCards } from './StatCards';
import { TierBreakdown } from './TierBreakdown';
import { TierSoldChart } from './TierSoldChart';
import { EventInformation } from './EventInformation';
import { useLiveStats } from './useLiveStats';
import { ScanConflicts } from './ScanConflicts';
import { GateStatsCard } from './GateStatsCard';
import { Title } from 'react-admin';
import { AllowedLinkButton } from '../../layout/AllowedLinkButton';
import { PageLoading } from '../../layout/PageLoading';

const isNotFound = (e: unknown) => (e as { status?: number } | null)?.status === 404;

function Failure({ message }: { message: string | null }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        <AlertTitle>{translate('events.stats.unableToLoad')}</AlertTitle>
        {message ?? translate('events.stats.notFound')}
      </Alert>
      <Button component={Link} to="/dashboard/events" startIcon={<ArrowBackIcon />}>
        {translate('events.stats.back')}
      </Button>
    </Box>
  );
}

/** /dashboard/events/{id}/statistics: SPEC §2 Statistics page. */
export default function StatisticsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const eventQuery = useGetOne<EventRecord>('events', { id }, { retry: false });
  const statsQuery = useQuery({
    queryKey: ['events', 'stats', id],
    queryFn: () => dataProvider.getEventStats(id),
    retry: false,
  });
  const t = (k: string, o?: object) => translate(`events.stats.${k}`, o);
  useLiveStats(id);

  if (eventQuery.isPending || statsQuery.isPending) return <PageLoading />;
  if (eventQuery.error)
    return <Failure message={isNotFound(eventQuery.error) ? null : t('fetchEventError')} />;
  if (statsQuery.error)
    return <Failure message={isNotFound(statsQuery.error) ? null : t('fetchStatsError')} />;
  const event = eventQuery.data;
  const stats = statsQuery.data;
  if (!event || !stats) return <Failure message={null} />;

  const status = eventStatus(event);
  const base = `/dashboard/events/${event.id}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={<span>{t('title', { name: event.name })}</span>} />
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('title', { name: event.name })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Chip
            size="small"
            color={EVENT_STATUS_COLORS[status]}
            label={translate(`events.status.${status}`)}
            data-status={status}
          />
          <Typography variant="body2" color="text.secondary">
            {formatLongDateUs(event.startDate)}
          </Typography>
        </Stack>
      </Box>
      <StatCards stats={stats} />
      <ScanConflicts eventId={event.id} />
      <GateStatsCard eventId={event.id} />
      <Box sx={{ display: 'grid', gap: { xs: 0, lg: 3 }, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <TierBreakdown tiers={stats.priceTierStats} />
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('chartTitle')}
            </Typography>
            <TierSoldChart tiers={stats.priceTierStats} soldLabel={t('sold')} scannedLabel={t('scanned')} />
          </CardContent>
        </Card>
      </Box>
      <EventInformation event={event} stats={stats} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('quickActions')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <AllowedLinkButton
              resource="tickets"
              to={`${base}/tickets`}
              variant="contained"
              label={t('viewTickets')}
            />
            <AllowedLinkButton
              resource="security-agents"
              to={`${base}/security`}
              label={t('manageSecurity')}
            />
            <AllowedLinkButton resource="events" action="show" to={base} label={t('eventDetailsLink')} />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
