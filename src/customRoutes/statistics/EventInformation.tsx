import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ApiEvent, EventStats } from '../../contract/events';
import { formatLongDateUs } from '../../lib/dates';
import { formatTimeUs } from '../../lib/eventDates';
import { averagePrice, formatPercent, scanRate, totalCapacity } from '../../lib/eventStats';
import { formatUSD } from '../../lib/money';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }} data-testid={`info-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** 'Event Information': Event Details and Performance Metrics (SPEC §2 formulas). */
export function EventInformation({ event, stats }: { event: ApiEvent; stats: EventStats }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`events.stats.${k}`);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('eventInfo')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('eventDetails')}
            </Typography>
            <Line label={t('name')} value={event.name} />
            <Line
              label={t('category')}
              value={translate(`events.categories.${event.category}`, { _: event.category })}
            />
            <Line label={t('location')} value={event.location?.name ?? ''} />
            <Line label={t('startDate')} value={formatLongDateUs(event.startDate)} />
            <Line label={t('startTime')} value={formatTimeUs(event.startTime)} />
            <Line label={t('endTime')} value={formatTimeUs(event.endTime)} />
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('performance')}
            </Typography>
            <Line
              label={t('totalCapacity')}
              value={String(
                totalCapacity(stats.priceTierStats.length ? stats.priceTierStats : event.priceTiers),
              )}
            />
            <Line label={t('sold')} value={String(stats.totalTicketsSold)} />
            <Line label={t('scanned')} value={String(stats.scannedTickets)} />
            <Line
              label={t('scanRate')}
              value={formatPercent(scanRate(stats.scannedTickets, stats.totalTicketsSold))}
            />
            <Line
              label={t('averagePrice')}
              value={formatUSD(averagePrice(stats.totalRevenue, stats.totalTicketsSold))}
            />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
