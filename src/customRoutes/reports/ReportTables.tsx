import { Box, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Reservation } from '../../dataProvider/rental';
import type { Availability, ReservationStatus } from '../../contract/rental';
import type { TopCar } from '../../lib/rentalReports';
import { carLabel } from '../../lib/carLabel';
import { formatTND } from '../../lib/money';
import { formatDateFr, localDay } from '../../lib/dates';

function Panel({
  title,
  subtitle,
  children,
}: {
  title: string;
  /** What the panel's order is, said under its title. */
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom={!subtitle}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

interface Props {
  byStatus: Record<ReservationStatus, number>;
  top: TopCar[];
  recent: Reservation[];
  fleet: Record<Availability, number> & { total: number };
}

/** Counts by status, top 5 cars, the 10 most recent reservations and the fleet overview. */
export function ReportTables({ byStatus, top, recent, fleet }: Props) {
  const translate = useTranslate();
  const none = (
    <Typography variant="body2" color="text.secondary">
      {translate('rental.reports.noData')}
    </Typography>
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      <Panel title={translate('rental.reports.byStatus')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
          {(Object.keys(byStatus) as ReservationStatus[]).map((s) => (
            <Box key={s} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {translate(`rental.status.${s}`)}
              </Typography>
              <Typography variant="h6" data-testid={`report-status-${s}`}>
                {byStatus[s]}
              </Typography>
            </Box>
          ))}
        </Box>
      </Panel>
      <Panel title={translate('rental.reports.fleet')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
          <Box sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('rental.fleet.total')}
            </Typography>
            <Typography variant="h6">{fleet.total}</Typography>
          </Box>
          {(['available', 'rented', 'maintenance', 'unavailable'] as const).map((a) => (
            <Box key={a} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {translate(`rental.availability.${a}`)}
              </Typography>
              <Typography variant="h6">{fleet[a]}</Typography>
            </Box>
          ))}
        </Box>
      </Panel>
      <Panel title={translate('rental.reports.topCars')} subtitle={translate('rental.reports.topCarsOrder')}>
        {top.length === 0 ? (
          none
        ) : (
          <List dense disablePadding>
            {top.map((c, i) => (
              <ListItem key={c.carId} disableGutters data-testid="top-car">
                <ListItemText
                  primary={`${i + 1}. ${c.label}`}
                  secondary={`${formatTND(c.revenue)} · ${translate('rental.reports.reservationsCount', { smart_count: c.reservations })}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Panel>
      <Panel title={translate('rental.reports.recent')}>
        {recent.length === 0 ? (
          none
        ) : (
          <List dense disablePadding>
            {recent.map((r) => (
              <ListItem
                key={r.id}
                disableGutters
                data-testid="recent-reservation"
                secondaryAction={<Chip size="small" label={translate(`rental.status.${r.status}`)} />}
              >
                <ListItemText
                  primary={`${r.customer.name} — ${carLabel(r.car)}`}
                  secondary={`${formatDateFr(localDay(r.pickupDate))} · ${formatTND(r.totalAmount)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Panel>
    </Box>
  );
}
