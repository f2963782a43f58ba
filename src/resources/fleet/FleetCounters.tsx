import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Car } from '../../dataProvider/rental';
import { fleetOverview } from '../../lib/rentalReports';

/** The four counters of the fleet screen: total, available, rented, maintenance. */
export function FleetCounters({ cars }: { cars: Car[] }) {
  const translate = useTranslate();
  const o = fleetOverview(cars);
  const items = [
    ['total', o.total, 'text.primary'],
    ['available', o.available, 'success.main'],
    ['rented', o.rented, 'info.main'],
    ['maintenance', o.maintenance, 'warning.main'],
  ] as const;
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 3 }}
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
