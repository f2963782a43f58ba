import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PublicInvoiceSummary } from '../../../contract/business';
import { formatDateFr } from '../../../lib/dates';
import { InvoiceLayout } from './InvoiceLayout';
import { AmountRows } from './InvoiceParts';

/**
 * A business invoice opened without the owner's session (the QR code on paper): its number, date
 * and total only, which prove it genuine, and how to see the rest. `t` reads the invoice's own
 * texts (its 'heading' and 'total').
 */
export function PublicInvoice({
  summary,
  t,
  publicUrl,
}: {
  summary: PublicInvoiceSummary;
  t: (key: 'heading' | 'total') => string;
  publicUrl: string;
}) {
  const translate = useTranslate();
  return (
    <InvoiceLayout
      number={summary.number}
      heading={t('heading')}
      date={formatDateFr(summary.date)}
      publicUrl={publicUrl}
    >
      <Box data-testid="invoice-public">
        <AmountRows rows={[{ label: t('total'), amount: summary.total, strong: true }]} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {translate('invoices.common.publicNotice')}
        </Typography>
      </Box>
    </InvoiceLayout>
  );
}
