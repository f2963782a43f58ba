import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { formatTND } from '../../lib/money';
import { KpiCard } from './KpiCard';

/**
 * Money collected over the report's period (paid − refunded), from GET /api/payments/totals: the
 * very figure Paiements shows for the same dates (one calculation, src/lib/paymentTotals.ts).
 */
export function PaymentsKpi({ from, to }: { from: string; to: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const filter = { startDate: from, endDate: to };
  const { data } = useQuery({
    queryKey: ['payments', 'totals', filter],
    queryFn: () => dataProvider.getPaymentTotals(filter),
  });
  return (
    <KpiCard
      testId="kpi-collected"
      label={translate('resources.payments.totals.collected')}
      value={data ? formatTND(data.collected) : '…'}
    />
  );
}
