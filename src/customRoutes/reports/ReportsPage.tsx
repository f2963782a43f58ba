import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { Box, CircularProgress, Typography } from '@mui/material';
import { DayPicker } from '../../layout/DayPickerInput';
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
import { PageHeader } from '../../layout/PageHeader';
import { StatCardGrid } from '../../layout/StatCard';
import { KpiCard } from './KpiCard';
import { ReportCharts } from './ReportCharts';
import { ReportTables } from './ReportTables';
import { PaymentsKpi } from './PaymentsKpi';

const oneDecimal = (n: number) =>
  n.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pct = (n: number) => `${n > 0 ? '+' : ''}${oneDecimal(n)} %`;

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
  // Each KPI's label is rental.reports.{key}; one with a hint also has rental.reports.{key}Hint.
  const kpis = [
    { id: 'revenue', key: 'revenue', value: formatTND(figures.revenue), hint: true },
    { id: 'reservations', key: 'reservations', value: String(figures.scoped.length), hint: false },
    { id: 'growth', key: 'growth', value: pct(figures.growth), hint: true },
    { id: 'utilisation', key: 'utilisation', value: pct(figures.utilisation).replace('+', ''), hint: true },
    {
      id: 'duration',
      key: 'averageDuration',
      value: translate('rental.reports.daysValue', { value: oneDecimal(figures.duration) }),
      hint: true,
    },
  ];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="rental.menu.reports" />
      <PageHeader title={translate('rental.reports.title')}>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            width: { xs: '100%', sm: 'auto' },
            '& > *': { flex: 1, minWidth: 0 },
          }}
        >
          {(['from', 'to'] as const).map((end) => (
            <DayPicker
              key={end}
              id={`report-${end}`}
              label={translate(`rental.reports.${end}`)}
              value={range[end]}
              onDay={(day) => setRange((r) => ({ ...r, [end]: day }))}
            />
          ))}
        </Box>
      </PageHeader>
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
          <StatCardGrid md={3} lg={6}>
            {kpis.map(({ id, key, value, hint }) => (
              <KpiCard
                key={id}
                testId={`kpi-${id}`}
                label={translate(`rental.reports.${key}`)}
                value={value}
                hint={hint ? translate(`rental.reports.${key}Hint`) : undefined}
              />
            ))}
            <PaymentsKpi from={range.from} to={range.to} />
          </StatCardGrid>
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
