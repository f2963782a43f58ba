import { useTranslate } from 'ra-core';
import type { ReservationStats } from '../../contract/rental';
import { formatTND } from '../../lib/money';
import { StatCard, StatCardGrid } from '../../layout/StatCard';

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
    <StatCardGrid md={4}>
      {items.map(([key, value, hint]) => (
        <StatCard
          key={key}
          label={translate(`rental.reservations.${key}`)}
          value={value}
          hint={hint ? translate(hint) : undefined}
          testId={`reservation-stat-${key}`}
          valueSx={{ fontSize: { xs: '0.95rem', sm: '1.5rem' } }}
        />
      ))}
    </StatCardGrid>
  );
}
