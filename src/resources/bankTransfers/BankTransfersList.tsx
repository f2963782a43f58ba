import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import DescriptionIcon from '@mui/icons-material/Description';

import { useGetList, useTranslate } from 'ra-core';
import type { BankTransferRecord } from '../../dataProvider/business';
import { assetUrl } from '../../api/config';
import { formatTND } from '../../lib/money';
import { formatDateTimeFr } from '../../lib/dates';
import { BankTransferStatus } from './BankTransferStatus';
import { PageTitle } from '../../layout/PageTitle';

/** SPEC §2 'Virements bancaires' at /dashboard/bank-transfers: spinner, error with retry, empty state, list. */
export function BankTransfersList() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<BankTransferRecord>(
    'bank-transfers',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'createdAt', order: 'DESC' },
    },
    // The error state has its own 'Réessayer' button: no silent automatic retries before it shows.
    { retry: false },
  );
  return (
    <Box sx={{ py: 2 }}>
      <PageTitle title={translate('bankTransfers.title')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('bankTransfers.title')}
      </Typography>
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('bankTransfers.loading')} />
        </Box>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('bankTransfers.retry')}
            </Button>
          }
        >
          {translate('bankTransfers.loadError')}
        </Alert>
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('bankTransfers.empty')}
        </Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((t) => (
            <TransferItem key={t.id} transfer={t} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function TransferItem({ transfer }: { transfer: BankTransferRecord }) {
  const translate = useTranslate();
  const receipt = assetUrl(transfer.receiptUrl);
  return (
    <Card component="li" variant="outlined" data-testid="bank-transfer">
      <CardContent
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', '&:last-child': { pb: 2 } }}
      >
        <Box sx={{ minWidth: 130 }}>
          <BankTransferStatus status={transfer.status} />
        </Box>
        <Box sx={{ minWidth: 150 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('bankTransfers.amount')}
          </Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatTND(transfer.amount)}</Typography>
        </Box>
        <Box sx={{ minWidth: 140 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('bankTransfers.date')}
          </Typography>
          <Typography variant="body2">{formatDateTimeFr(transfer.createdAt)}</Typography>
        </Box>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('bankTransfers.notes')}
          </Typography>
          <Typography variant="body2">{transfer.notes || '—'}</Typography>
        </Box>
        <Stack direction="row" spacing={2}>
          {receipt && (
            <Link
              href={receipt}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <ReceiptIcon fontSize="small" />
              {translate('bankTransfers.viewReceipt')}
            </Link>
          )}
          {/* Only an approved transfer has an invoice (issue 18); the card shows the others' state. */}
          {transfer.status === 'APPROVED' && (
            <Link
              href={`/facture/${encodeURIComponent(transfer.id)}`}
              target="_blank"
              rel="noopener"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <DescriptionIcon fontSize="small" />
              {translate('bankTransfers.viewInvoice')}
            </Link>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
