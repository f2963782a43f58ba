import { useGetList, useTranslate } from 'ra-core';
import type { Car } from '../../dataProvider/fleet';
import { fleetOverview } from '../../lib/rentalReports';
import { StatCard, StatCardGrid } from '../../layout/StatCard';

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
    <StatCardGrid md={4} mb={2}>
      {items.map(([key, value, color]) => (
        <StatCard
          key={key}
          label={translate(`rental.fleet.${key}`)}
          value={value}
          testId={`fleet-count-${key}`}
          valueVariant="h4"
          valueSx={{ color }}
        />
      ))}
    </StatCardGrid>
  );
}
