import { Box, Card, CardContent, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import type { Car } from '../../dataProvider/fleet';
import { fleetOverview } from '../../lib/rentalReports';

/** The four counters of the fleet screen over the whole fleet (whatever the list's filters). */
export function FleetCounters() {
  const translate = useTranslate();
  const { data: cars = [] } = useGetList<Car>(
    'fleet',
    { pagination: { page: 1, perPage: 1000 } },
    // SPEC §8: a fleet load failure is only logged.
    { onError: (err) => console.error('Fleet load failed', err) },
  );
  const o = fleetOverview(cars);
  const items = [
    ['total', o.total, 'text.primary'],
    ['available', o.available, 'success.main'],
    ['rented', o.rented, 'info.main'],
    ['maintenance', o.maintenance, 'warning.main'],
  ] as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
        mb: 2,
      }}
    >
      {items.map(([key, value, color]) => (
        <Card key={key} variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`rental.fleet.${key}`)}
            </Typography>
            <Typography variant="h4" sx={{ color, fontWeight: 700 }} data-testid={`fleet-count-${key}`}>
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
