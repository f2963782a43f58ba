import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReservationStats } from '../../contract/rental';
import { formatTND } from '../../lib/money';

/** Stats cards of GET /api/reservations/stats. */
export function ReservationStatsCards({ stats }: { stats: ReservationStats | undefined }) {
  const translate = useTranslate();
  const items = [
    ['total', String(stats?.totalReservations ?? 0), null],
    ['pending', String(stats?.pendingReservations ?? 0), null],
    ['active', String(stats?.activeReservations ?? 0), null],
    ['revenue', formatTND(stats?.totalRevenue ?? 0), 'rental.reservations.revenueHint'],
  ] as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
        mb: 3,
      }}
    >
      {items.map(([key, value, hint]) => (
        <Card key={key} variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`rental.reservations.${key}`)}
            </Typography>
            <Typography
              variant="h5"
              sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1.5rem' } }}
              data-testid={`reservation-stat-${key}`}
            >
              {value}
            </Typography>
            {hint && (
              <Typography variant="caption" color="text.secondary">
                {translate(hint)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
