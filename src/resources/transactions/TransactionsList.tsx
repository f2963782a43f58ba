import { useMemo } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { TransactionRecord } from '../../dataProvider/transactions';
import { TRANSACTIONS_SEARCH_HISTORY_KEY } from '../../lib/searchHistory';
import { AdvancedSearchList } from '../../layout/search/AdvancedSearchList';
import { TRANSACTIONS_LIST_SORT } from '../../lib/businessListOrder';
import { RecentSearches } from '../../layout/search/RecentSearches';
import { MobileTransactionList } from './MobileTransactionList';
import { TransactionsTable } from './TransactionsTable';
import { TRANSACTIONS_ADVANCED_FILTERS, transactionsFilters } from './transactionsFilters';
import { transactionsExporter } from './transactionsExporter';

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
      <AdvancedSearchList<TransactionRecord>
        resource="transactions"
        title={translate('business.transactions.title')}
        filters={filters}
        advancedFilters={TRANSACTIONS_ADVANCED_FILTERS}
        exportLabel={translate('business.transactions.export')}
        exporter={exporter}
        sort={TRANSACTIONS_LIST_SORT}
        empty={false}
      >
        <RecentSearches historyKey={TRANSACTIONS_SEARCH_HISTORY_KEY} />
        {isPhone ? (
          <MobileTransactionList />
        ) : (
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, overflowX: 'auto' }}>
            <TransactionsTable />
          </Box>
        )}
      </AdvancedSearchList>
    </Box>
  );
}
