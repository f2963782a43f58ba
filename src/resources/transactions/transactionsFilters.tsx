import { NumberInput } from 'react-admin';
import type { TranslateFunction } from 'ra-core';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../contract/business';
import { TRANSACTIONS_SEARCH_HISTORY_KEY } from '../../lib/searchHistory';
import { HistorySearchInput } from '../../layout/search/HistorySearchInput';
import { dayRangeFilters, FR_DAY_FORMAT } from '../../layout/DayPickerInput';
import { choiceFilter } from '../../layout/listFilters';

/** The filters 'Advanced Search' shows: type, status, amount range and dates. */
export const TRANSACTIONS_ADVANCED_FILTERS = [
  'type',
  'statusKind',
  'min',
  'max',
  'startDate',
  'endDate',
] as const;

/** SPEC §5 client-side filters of the Transaction History, as react-admin filter inputs. */
export const transactionsFilters = (translate: TranslateFunction) => {
  return [
    <HistorySearchInput
      key="q"
      source="q"
      alwaysOn
      historyKey={TRANSACTIONS_SEARCH_HISTORY_KEY}
      placeholder={translate('resources.transactions.fields.q')}
    />,
    choiceFilter('type', TRANSACTION_TYPES, 'business.transactions.types'),
    choiceFilter('statusKind', TRANSACTION_STATUSES, 'business.transactions.status'),
    <NumberInput key="min" source="min" step={0.001} />,
    <NumberInput key="max" source="max" step={0.001} />,
    ...dayRangeFilters({ format: FR_DAY_FORMAT }),
  ];
};
