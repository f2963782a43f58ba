import { StatCard, type StatCardProps } from '../../layout/StatCard';

/** A KPI of the reports screen: amounts and percentages, on one line, smaller on phones. */
export function KpiCard(props: Omit<StatCardProps, 'valueVariant' | 'valueSx'>) {
  return (
    <StatCard
      {...props}
      valueVariant="h6"
      valueSx={{ whiteSpace: 'nowrap', fontSize: { xs: '1rem', sm: '1.15rem' } }}
    />
  );
}
