import { NumberInput, SelectInput } from 'react-admin';
import type { TranslateFunction } from 'ra-core';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../contract/business';
import { TRANSACTIONS_SEARCH_HISTORY_KEY } from '../../lib/searchHistory';
import { HistorySearchInput } from '../../layout/search/HistorySearchInput';
import { dayRangeFilters } from '../../layout/DayPickerInput';

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
  const label = (field: string) => translate(`resources.transactions.fields.${field}`);
  return [
    <HistorySearchInput
      key="q"
      source="q"
      alwaysOn
      historyKey={TRANSACTIONS_SEARCH_HISTORY_KEY}
      placeholder={label('q')}
    />,
    <SelectInput
      key="type"
      source="type"
      label={label('type')}
      choices={TRANSACTION_TYPES.map((id) => ({ id, name: `business.transactions.types.${id}` }))}
    />,
    <SelectInput
      key="statusKind"
      source="statusKind"
      label={label('statusKind')}
      choices={TRANSACTION_STATUSES.map((id) => ({ id, name: `business.transactions.status.${id}` }))}
    />,
    <NumberInput key="min" source="min" label={label('min')} step={0.001} />,
    <NumberInput key="max" source="max" label={label('max')} step={0.001} />,
    ...dayRangeFilters(label, { format: 'dd/MM/yyyy' }),
  ];
};
