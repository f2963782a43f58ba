import { Box, Card, CardContent, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'ra-core';
import { formatTND } from '../../lib/money';
import { formatDateFr, localDay } from '../../lib/dates';
import type { ReservationStatus } from '../../contract/rental';

const STATUS_COLORS: Record<ReservationStatus, string> = {
  pending: '#f59e0b',
  confirmed: '#3b82f6',
  active: '#16a34a',
  completed: '#6b7280',
  cancelled: '#dc2626',
};

/** recharts: completed revenue per day over the range, and reservations by status. */
export function ReportCharts({
  revenue,
  byStatus,
}: {
  revenue: Array<{ day: string; revenue: number }>;
  byStatus: Record<ReservationStatus, number>;
}) {
  const translate = useTranslate();
  const statusData = (Object.keys(byStatus) as ReservationStatus[]).map((s) => ({
    status: s,
    label: translate(`rental.status.${s}`),
    count: byStatus[s],
  }));
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        gap: 2,
        mb: 3,
      }}
    >
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('rental.reports.revenueChart')}
          </Typography>
          <Box sx={{ height: 260 }} data-testid="revenue-chart">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={revenue} margin={{ left: 8, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                  dataKey="day"
                  tickFormatter={(d: string) => d.slice(8, 10) + '/' + d.slice(5, 7)}
                  minTickGap={16}
                />
                <YAxis width={60} />
                <Tooltip
                  formatter={(v) => formatTND(Number(v))}
                  labelFormatter={(d) => formatDateFr(localDay(String(d)))}
                />
                <Bar dataKey="revenue" name={translate('rental.reports.revenue')} fill="#2563eb" />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('rental.reports.statusChart')}
          </Typography>
          <Box sx={{ height: 260 }} data-testid="status-chart">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={statusData} layout="vertical" margin={{ left: 8, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="label" width={80} fontSize={12} />
                <Tooltip />
                <Bar dataKey="count" name={translate('rental.reports.reservations')}>
                  {statusData.map((d) => (
                    <Cell key={d.status} fill={STATUS_COLORS[d.status]} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
