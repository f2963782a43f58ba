import { useMemo } from 'react';
import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { DataTable } from 'react-admin';
import { useListContext, useTranslate } from 'ra-core';
import type { BankTransferRecord } from '../../dataProvider/bankTransfers';
import { formatTND } from '../../lib/money';
import { formatDateTimeFr } from '../../lib/dates';
import { AdvancedSearchList } from '../../layout/search/AdvancedSearchList';
import { LoadErrorAlert } from '../../layout/LoadErrorAlert';
import { BankTransferStatus } from './BankTransferStatus';
import { TransferLinks } from './TransferLinks';
import { BANK_TRANSFERS_ADVANCED_FILTERS, bankTransfersFilters } from './bankTransfersFilters';
import { bankTransfersExporter } from './bankTransfersExporter';

const Column = DataTable.Col<BankTransferRecord>;

/** SPEC §8: 'Erreur lors du chargement des virements' and 'Réessayer', which reloads through react-admin. */
function LoadError() {
  const { refetch } = useListContext();
  return (
    <LoadErrorAlert message="bankTransfers.loadError" retryLabel="bankTransfers.retry" onRetry={refetch} />
  );
}

// The error state has its own 'Réessayer' button: no silent automatic retries before it shows, and
// no toast with the server's raw message beside it.
const QUERY_OPTIONS = { retry: false, onError: () => undefined };

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {translate('bankTransfers.empty')}
    </Typography>
  );
}

function TransfersTable() {
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
      <Column source="status" render={(t) => <BankTransferStatus status={t.status} />} />
      <Column
        source="amount"
        align="right"
        render={(t) => (
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatTND(t.amount)}
          </Typography>
        )}
      />
      <Column
        source="createdAt"
        render={(t) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeFr(t.createdAt)}</span>}
      />
      <Column source="notes" render={(t) => t.notes || '—'} />
      {/* The receipt and invoice links: not a field of the transfer, so the column names its label. */}
      <Column label="bankTransfers.links" disableSort render={(t) => <TransferLinks transfer={t} />} />
    </DataTable>
  );
}

/** The transfers as cards on phones (no table wider than the screen). */
function TransferCards() {
  const translate = useTranslate();
  const { data = [] } = useListContext<BankTransferRecord>();
  if (data.length === 0) return <Empty />;
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((t) => (
        <Card key={t.id} component="li" variant="outlined" data-testid="bank-transfer">
          <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <BankTransferStatus status={t.status} />
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatTND(t.amount)}</Typography>
            </Box>
            <Typography variant="body2">{formatDateTimeFr(t.createdAt)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.bank-transfers.fields.notes')} : {t.notes || '—'}
            </Typography>
            <TransferLinks transfer={t} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The list body: the loading spinner first (SPEC §2), then the table or, on phones, the cards. */
function TransfersContent() {
  const translate = useTranslate();
  const { isPending } = useListContext();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('bankTransfers.loading')} />
      </Box>
    );
  }
  return isPhone ? (
    <TransferCards />
  ) : (
    <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, overflowX: 'auto' }}>
      <TransfersTable />
    </Box>
  );
}

/** SPEC §2 'Virements bancaires' at /dashboard/bank-transfers. */
export function BankTransfersList() {
  const translate = useTranslate();
  const filters = useMemo(() => bankTransfersFilters(translate), [translate]);
  const exporter = useMemo(() => bankTransfersExporter(translate), [translate]);
  return (
    <Box sx={{ pt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('bankTransfers.title')}
      </Typography>
      <AdvancedSearchList<BankTransferRecord>
        resource="bank-transfers"
        title={translate('bankTransfers.title')}
        filters={filters}
        advancedFilters={BANK_TRANSFERS_ADVANCED_FILTERS}
        advancedLabels={{ show: 'bankTransfers.advanced', hide: 'bankTransfers.hideAdvanced' }}
        exportLabel={translate('bankTransfers.export')}
        exporter={exporter}
        sort={{ field: 'createdAt', order: 'DESC' }}
        queryOptions={QUERY_OPTIONS}
        error={<LoadError />}
        empty={<Empty />}
      >
        <TransfersContent />
      </AdvancedSearchList>
    </Box>
  );
}
