import { useMemo, useState } from 'react';
import { Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import type { Car, Reservation } from '../../dataProvider/rental';
import { formatTND } from '../../lib/money';
import {
  averageDuration,
  completedRevenue,
  countsByStatus,
  defaultReportRange,
  fleetOverview,
  inRange,
  mostRecent,
  revenueByDay,
  revenueGrowth,
  topCars,
  utilisationRate,
} from '../../lib/rentalReports';
import { KpiCard } from './KpiCard';
import { ReportCharts } from './ReportCharts';
import { ReportTables } from './ReportTables';
import { PaymentsKpi } from './PaymentsKpi';

const pct = (n: number) =>
  `${n > 0 ? '+' : ''}${n.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** Reports (/dashboard/reports): computed from the same reservations and fleet the other screens list. */
export default function ReportsPage() {
  const translate = useTranslate();
  const [range, setRange] = useState(defaultReportRange);
  const log = (err: unknown) => console.error('Reports load failed', err);
  const reservations = useGetList<Reservation>(
    'reservations',
    { pagination: { page: 1, perPage: 10000 } },
    { onError: log },
  );
  const fleet = useGetList<Car>('fleet', { pagination: { page: 1, perPage: 1000 } }, { onError: log });
  const figures = useMemo(() => {
    const all = reservations.data ?? [];
    const cars = fleet.data ?? [];
    const scoped = inRange(all, range.from, range.to);
    return {
      scoped,
      revenue: completedRevenue(scoped),
      growth: revenueGrowth(all),
      utilisation: utilisationRate(cars),
      duration: averageDuration(scoped),
      byStatus: countsByStatus(scoped),
      top: topCars(scoped, 5),
      recent: mostRecent(scoped, 10),
      chart: revenueByDay(scoped, range.from, range.to),
      fleet: fleetOverview(cars),
    };
  }, [reservations.data, fleet.data, range]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          {translate('rental.reports.title')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            width: { xs: '100%', sm: 'auto' },
            '& > *': { flex: 1, minWidth: 0 },
          }}
        >
          <TextField
            id="report-from"
            size="small"
            type="date"
            label={translate('rental.reports.from')}
            value={range.from}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="report-to"
            size="small"
            type="date"
            label={translate('rental.reports.to')}
            value={range.to}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Box>
      {reservations.isPending || fleet.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      ) : reservations.error || fleet.error ? (
        <Typography color="error" role="alert">
          {translate('rental.reports.loadError')}
        </Typography>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(6, minmax(0, 1fr))',
              },
              gap: 2,
              mb: 3,
            }}
          >
            <KpiCard
              testId="kpi-revenue"
              label={translate('rental.reports.revenue')}
              value={formatTND(figures.revenue)}
              hint={translate('rental.reports.revenueHint')}
            />
            <KpiCard
              testId="kpi-reservations"
              label={translate('rental.reports.reservations')}
              value={String(figures.scoped.length)}
            />
            <KpiCard
              testId="kpi-growth"
              label={translate('rental.reports.growth')}
              value={pct(figures.growth)}
              hint={translate('rental.reports.growthHint')}
            />
            <KpiCard
              testId="kpi-utilisation"
              label={translate('rental.reports.utilisation')}
              value={pct(figures.utilisation).replace('+', '')}
              hint={translate('rental.reports.utilisationHint')}
            />
            <KpiCard
              testId="kpi-duration"
              label={translate('rental.reports.averageDuration')}
              value={translate('rental.reports.daysValue', {
                value: figures.duration.toLocaleString('fr-FR', {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
              })}
              hint={translate('rental.reports.averageDurationHint')}
            />
            <PaymentsKpi from={range.from} to={range.to} />
          </Box>
          <ReportCharts revenue={figures.chart} byStatus={figures.byStatus} />
          <ReportTables
            byStatus={figures.byStatus}
            top={figures.top}
            recent={figures.recent}
            fleet={figures.fleet}
          />
        </>
      )}
    </Box>
  );
}
