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
import { businessMethods, type BankTransferRecord } from '../../../dataProvider/business';
import { transferInvoiceNumber, vatOnTop } from '../../../lib/businessInvoice';
import { formatDateFr } from '../../../lib/dates';

/** Bank-transfer invoice at /facture/{id}: number 'TRF-' + last 6 of the id, amount plus 19% VAT. */
export default function TransferInvoicePage() {
  const { state, t, publicUrl } = useBusinessInvoice('transfer', '/facture', businessMethods.getBankTransfer);

  if (state.status === 'loading') return <InvoiceStatus />;
  if (state.status === 'error') {
    // 409: the transfer exists but is pending or rejected, so it has no invoice (issue 18).
    const noInvoice = (state.error as { status?: number } | null)?.status === 409;
    return <InvoiceStatus error={noInvoice ? t('noInvoice') : t('notFound')} />;
  }
  if (state.status === 'public') return <PublicInvoice summary={state.data} t={t} publicUrl={publicUrl} />;
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
      <InvoiceInfoBoxes>
        <InvoiceInfoBox title={t('customer')}>
          <Typography sx={{ fontWeight: 600 }}>{transfer.companyName}</Typography>
        </InvoiceInfoBox>
        <InvoiceInfoBox title={t('status')}>
          <Typography sx={{ fontWeight: 600 }} data-testid="invoice-status">
            {status}
          </Typography>
        </InvoiceInfoBox>
      </InvoiceInfoBoxes>
      <InvoiceLineTable columns={[t('description'), t('net')]}>
        <TableCell>
          {t('line')}
          {transfer.notes && (
            <Typography variant="body2" color="text.secondary">
              {t('notes')} : {transfer.notes}
            </Typography>
          )}
        </TableCell>
        <AmountCell amount={totals.net} />
      </InvoiceLineTable>
      <VatAmountRows totals={totals} label={t} />
    </InvoiceLayout>
  );
}
