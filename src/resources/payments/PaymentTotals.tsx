import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { PAYMENT_METHOD_LIST, PAYMENT_STATUS_LIST } from '../../contract/payments';
import { formatTND } from '../../lib/money';

/**
 * Totals of the list's period and filters, by method and by status, from GET /api/payments/totals
 * (the figures Reports shows): they follow the filters the user chose above the list.
 */
export function PaymentTotals() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const { data, isPending } = useQuery({
    queryKey: ['payments', 'totals', filterValues],
    queryFn: () => dataProvider.getPaymentTotals(filterValues),
  });
  const t = (k: string, o?: Record<string, unknown>) => translate(`resources.payments.totals.${k}`, o);
  const card = (key: string, label: string, amount: number | undefined, count?: number, strong = false) => (
    <Card key={key} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary" noWrap title={label}>
          {label}
        </Typography>
        {isPending ? (
          <Skeleton width="80%" />
        ) : (
          <Typography
            sx={{ fontWeight: strong ? 800 : 700, fontSize: { xs: '0.95rem', sm: '1.15rem' } }}
            data-testid={`payments-total-${key}`}
          >
            {formatTND(amount ?? 0)}
          </Typography>
        )}
        {count !== undefined && !isPending && (
          <Typography variant="caption" color="text.secondary">
            {t('count', { smart_count: count })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
  const grid = {
    display: 'grid',
    gap: 1,
    gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  };
  return (
    <Box component="section" aria-label={t('title')} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="payments-collected">
          {t('collected')} : {isPending ? '…' : formatTND(data?.collected ?? 0)}
        </Typography>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('byMethod')}
      </Typography>
      <Box sx={{ ...grid, mb: 1.5 }}>
        {PAYMENT_METHOD_LIST.map((m) =>
          card(m, translate(`rental.paymentMethod.${m}`), data?.byMethod[m].amount, data?.byMethod[m].count),
        )}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('byStatus')}
      </Typography>
      <Box sx={grid}>
        {PAYMENT_STATUS_LIST.map((s) =>
          card(s, translate(`rental.paymentStatus.${s}`), data?.byStatus[s].amount, data?.byStatus[s].count),
        )}
      </Box>
    </Box>
  );
}
