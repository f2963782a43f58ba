import { useEffect } from 'react';
import { TableCell, Typography } from '@mui/material';
import { InvoiceLayout, InvoiceStatus } from '../shared/InvoiceLayout';
import { useBusinessInvoice } from '../shared/useSessionOrPublicInvoice';
import {
  AmountCell,
  InvoiceInfoBox,
  InvoiceLineTable,
  InvoiceInfoBoxes,
  VatAmountRows,
} from '../shared/InvoiceParts';
import { PublicInvoice } from '../shared/PublicInvoice';
import { businessMethods } from '../../../dataProvider/business';
import type { ApiSubscriptionPayment } from '../../../contract/business';
import { DEFAULT_DAILY_RATE, periodDays, vatFromInclusive } from '../../../lib/businessInvoice';
import { formatDateFr } from '../../../lib/dates';

/** Subscription invoice at /invoices/{id}: tax-inclusive amount, net = amount / 1.19, VAT 19%. */
export default function SubscriptionInvoicePage() {
  const { state, t, publicUrl } = useBusinessInvoice(
    'subscription',
    '/invoices',
    businessMethods.getSubscriptionInvoice,
  );
  useEffect(() => {
    // SPEC §8: a failed subscription invoice load is only logged.
    if (state.status === 'error') console.error('Subscription invoice load failed', state.error);
  }, [state]);

  if (state.status === 'loading') return <InvoiceStatus />;
  if (state.status === 'error') return <InvoiceStatus error={t('unavailable')} />;
  if (state.status === 'public') return <PublicInvoice summary={state.data} t={t} publicUrl={publicUrl} />;
  return <FullSubscriptionInvoice payment={state.data} publicUrl={publicUrl} t={t} />;
}

function FullSubscriptionInvoice({
  payment,
  publicUrl,
  t,
}: {
  payment: ApiSubscriptionPayment;
  publicUrl: string;
  t: (key: string, opts?: Record<string, unknown>) => string;
}) {
  const days = periodDays(payment.startDateTime, payment.expiryDateTime);
  const rate = payment.dailyRate ?? DEFAULT_DAILY_RATE;
  const totals = vatFromInclusive(payment.amount);
  const daysText = t('days', { smart_count: days });
  return (
    <InvoiceLayout
      number={payment.paymentNumber}
      heading={t('heading')}
      date={formatDateFr(payment.dateTime)}
      publicUrl={publicUrl}
    >
      <InvoiceInfoBoxes>
        <InvoiceInfoBox title={t('customer')}>
          <Typography sx={{ fontWeight: 600 }}>{payment.customerFullName}</Typography>
          <Typography variant="body2">
            {t('phone')} : {payment.customerPhoneNumber}
          </Typography>
          <Typography variant="body2">
            {t('location')} : {payment.location}
          </Typography>
        </InvoiceInfoBox>
        <InvoiceInfoBox title={t('period')}>
          <Typography variant="body2">
            {t('startDate')} : {formatDateFr(payment.startDateTime)}
          </Typography>
          <Typography variant="body2">
            {t('expiryDate')} : {formatDateFr(payment.expiryDateTime)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="invoice-days">
            {daysText}
          </Typography>
        </InvoiceInfoBox>
      </InvoiceInfoBoxes>
      <InvoiceLineTable columns={[t('description'), t('quantity'), t('dailyRate'), t('amount')]}>
        <TableCell>{t('subscriptionLine', { days: daysText })}</TableCell>
        <TableCell align="right">{days}</TableCell>
        <AmountCell amount={rate} />
        <AmountCell amount={totals.total} />
      </InvoiceLineTable>
      <VatAmountRows totals={totals} label={t} />
    </InvoiceLayout>
  );
}
