import { useMemo } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { ExportButton, List, Pagination, TopToolbar } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { TransactionRecord } from '../../dataProvider/transactions';
import { TRANSACTIONS_SEARCH_HISTORY_KEY } from '../../lib/searchHistory';
import { AdvancedSearchButton } from '../../layout/search/AdvancedSearchButton';
import { RecentSearches } from '../../layout/search/RecentSearches';
import { MobileTransactionList } from './MobileTransactionList';
import { TransactionsTable } from './TransactionsTable';
import { TRANSACTIONS_ADVANCED_FILTERS, transactionsFilters } from './transactionsFilters';
import { transactionsExporter } from './transactionsExporter';

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <AdvancedSearchButton sources={TRANSACTIONS_ADVANCED_FILTERS} />
      <ExportButton label={translate('business.transactions.export')} maxResults={100000} />
    </TopToolbar>
  );
}

/** SPEC §2 Transaction History at /dashboard/transactions. */
export function TransactionsList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useMemo(() => transactionsFilters(translate), [translate]);
  const exporter = useMemo(() => transactionsExporter(translate), [translate]);
  return (
    <Box sx={{ pt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('business.transactions.title')}
      </Typography>
      <List<TransactionRecord>
        resource="transactions"
        title={translate('business.transactions.title')}
        filters={filters}
        actions={<Actions />}
        exporter={exporter}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        disableSyncWithLocation
        empty={false}
        sx={{ '& .RaList-content': { bgcolor: 'transparent', boxShadow: 'none' } }}
      >
        <RecentSearches historyKey={TRANSACTIONS_SEARCH_HISTORY_KEY} />
        {isPhone ? (
          <MobileTransactionList />
        ) : (
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, overflowX: 'auto' }}>
            <TransactionsTable />
          </Box>
        )}
      </List>
    </Box>
  );
}
