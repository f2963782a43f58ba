import { Link, Stack } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslate } from 'ra-core';
import type { BankTransferRecord } from '../../dataProvider/bankTransfers';
import { assetUrl } from '../../api/config';

/**
 * 'Voir le reçu' (the uploaded receipt, when there is one) and, for an approved transfer,
 * 'Voir la facture' (/facture/{id}, new tab).
 */
export function TransferLinks({ transfer }: { transfer: BankTransferRecord }) {
  const translate = useTranslate();
  const receipt = assetUrl(transfer.receiptUrl);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {receipt && (
        <Link
          href={receipt}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          <ReceiptIcon fontSize="small" />
          {translate('bankTransfers.viewReceipt')}
        </Link>
      )}
      {/* Only an approved transfer is invoiced; the row shows the others' state. */}
      {transfer.status === 'APPROVED' && (
        <Link
          href={`/facture/${encodeURIComponent(transfer.id)}`}
          target="_blank"
          rel="noopener"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          <DescriptionIcon fontSize="small" />
          {translate('bankTransfers.viewInvoice')}
        </Link>
      )}
    </Stack>
  );
}
