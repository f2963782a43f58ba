import { Box, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import {
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  Pagination,
  TextField as RaTextField,
  TopToolbar,
} from 'react-admin';
import { useTranslate } from 'ra-core';
import type { TransactionRecord } from '../../dataProvider/business';
import { formatTND } from '../../lib/money';
import { formatDateTimeFr } from '../../lib/dates';
import { TRANSACTIONS_SEARCH_HISTORY_KEY } from '../../lib/searchHistory';
import { ListSearchBar } from '../../layout/search/ListSearchBar';
import { exportTransactions } from './exporter';
import { STATUS_COLOR, statusKind } from './transactionStatus';
import { MobileTransactionList } from './MobileTransactionList';

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ExportButton label={translate('business.transactions.export')} maxResults={100000} />
    </TopToolbar>
  );
}

/** SPEC §2 Transaction History at /dashboard/transactions. */
export function TransactionsList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="transactions"
      title={translate('business.transactions.title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      actions={<Actions />}
      exporter={exportTransactions}
      disableSyncWithLocation
      empty={false}
      component="div"
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('business.transactions.title')}
      </Typography>
      <ListSearchBar
        historyKey={TRANSACTIONS_SEARCH_HISTORY_KEY}
        placeholder={translate('business.transactions.searchPlaceholder')}
        minLabel={translate('business.transactions.minAmount')}
        maxLabel={translate('business.transactions.maxAmount')}
      />
      {isPhone ? (
        <MobileTransactionList />
      ) : (
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, overflowX: 'auto' }}>
          <Datagrid
            rowClick={false}
            bulkActionButtons={false}
            empty={<Typography sx={{ p: 3 }}>{translate('business.transactions.empty')}</Typography>}
          >
            <FunctionField<TransactionRecord>
              label={translate('business.transactions.columns.type')}
              source="type"
              render={(t) => (
                <Chip
                  size="small"
                  variant="outlined"
                  color={t.type === 'SEND' ? 'primary' : 'secondary'}
                  icon={t.type === 'SEND' ? <NorthEastIcon /> : <SouthWestIcon />}
                  label={
                    t.type === 'SEND' || t.type === 'RECEIVE'
                      ? translate(`business.transactions.types.${t.type}`)
                      : t.type
                  }
                />
              )}
            />
            <FunctionField<TransactionRecord>
              label={translate('business.transactions.columns.amount')}
              source="amount"
              render={(t) => (
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                    color: t.type === 'SEND' ? 'error.main' : 'success.main',
                  }}
                >
                  {t.type === 'SEND' ? '−' : '+'}
                  {formatTND(t.amount)}
                </Typography>
              )}
            />
            <RaTextField
              source="transactionCode"
              label={translate('business.transactions.columns.code')}
              sx={{ fontFamily: 'monospace' }}
            />
            <FunctionField<TransactionRecord>
              label={translate('business.transactions.columns.parties')}
              sortable={false}
              render={(t) => (
                <Stack>
                  <Typography variant="body2">
                    {translate('business.transactions.from', { name: t.senderName })}
                  </Typography>
                  <Typography variant="body2">
                    {translate('business.transactions.to', { name: t.receiverName })}
                  </Typography>
                  {t.description && (
                    <Typography variant="caption" color="text.secondary">
                      {t.description}
                    </Typography>
                  )}
                </Stack>
              )}
            />
            <FunctionField<TransactionRecord>
              label={translate('business.transactions.columns.date')}
              source="createdAt"
              render={(t) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeFr(t.createdAt)}</span>}
            />
            <FunctionField<TransactionRecord>
              label={translate('business.transactions.columns.status')}
              source="status"
              render={(t) => {
                const kind = statusKind(t.status);
                return (
                  <Chip
                    size="small"
                    color={STATUS_COLOR[kind]}
                    label={translate(`business.transactions.status.${kind}`)}
                  />
                );
              }}
            />
          </Datagrid>
        </Box>
      )}
    </List>
  );
}
