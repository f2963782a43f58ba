import { useParams } from 'react-router-dom';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { InvoiceLayout, InvoiceStatus, invoicePublicUrl } from '../shared/InvoiceLayout';
import { useSessionOrPublicInvoice } from '../shared/useSessionOrPublicInvoice';
import { AmountRows, PublicInvoiceBody } from '../shared/AmountRows';
import { useTranslate } from 'ra-core';
import { businessMethods, type BankTransferRecord } from '../../../dataProvider/business';
import { transferInvoiceNumber, vatOnTop } from '../../../lib/businessInvoice';
import { formatDateFr } from '../../../lib/dates';
import { formatTND } from '../../../lib/money';

/** Bank-transfer invoice at /facture/{id}: number 'TRF-' + last 6 of the id, amount plus 19% VAT. */
export default function TransferInvoicePage() {
  const { id } = useParams();
  const translate = useTranslate();
  const state = useSessionOrPublicInvoice('transfer', id, businessMethods.getBankTransfer);
  const t = (key: string, opts?: Record<string, unknown>) => translate(`invoices.transfer.${key}`, opts);
  const publicUrl = invoicePublicUrl(`/facture/${id ?? ''}`);

  if (state.status === 'loading') return <InvoiceStatus />;
  if (state.status === 'error') {
    // 409: the transfer exists but is pending or rejected, so it has no invoice (issue 18).
    const noInvoice = (state.error as { status?: number } | null)?.status === 409;
    return <InvoiceStatus error={noInvoice ? t('noInvoice') : t('notFound')} />;
  }
  if (state.status === 'public') {
    const { number, date, total } = state.data;
    return (
      <InvoiceLayout number={number} heading={t('heading')} date={formatDateFr(date)} publicUrl={publicUrl}>
        <PublicInvoiceBody
          totalLabel={t('total')}
          total={total}
          notice={translate('invoices.common.publicNotice')}
        />
      </InvoiceLayout>
    );
  }
  const transfer: BankTransferRecord = state.data;
  const status = ['PENDING', 'APPROVED', 'REJECTED'].includes(transfer.status)
    ? t(`statuses.${transfer.status}`)
    : transfer.status;
  // Only an approved transfer is invoiced: a pending or rejected one says so plainly.
  if (transfer.status !== 'APPROVED')
    return <InvoiceStatus error={t('noInvoiceStatus', { status: status.toLowerCase() })} />;
  const totals = vatOnTop(transfer.amount);
  return (
    <InvoiceLayout
      number={transferInvoiceNumber(transfer.id)}
      heading={t('heading')}
      date={formatDateFr(transfer.createdAt)}
      publicUrl={publicUrl}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 3 }}>
        <Box sx={{ border: '1px solid #e5e7eb', borderRadius: 1, p: 1.5 }}>
          <Typography variant="overline">{t('customer')}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{transfer.companyName}</Typography>
        </Box>
        <Box sx={{ border: '1px solid #e5e7eb', borderRadius: 1, p: 1.5 }}>
          <Typography variant="overline">{t('status')}</Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="invoice-status">
            {status}
          </Typography>
        </Box>
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('description')}</TableCell>
            <TableCell align="right">{t('net')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>
              {t('line')}
              {transfer.notes && (
                <Typography variant="body2" color="text.secondary">
                  {t('notes')} : {transfer.notes}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatTND(totals.net)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <AmountRows
        rows={[
          { label: t('net'), amount: totals.net },
          { label: t('vat'), amount: totals.vat },
          { label: t('total'), amount: totals.total, strong: true },
        ]}
      />
    </InvoiceLayout>
  );
}
