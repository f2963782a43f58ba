import { NumberInput } from 'react-admin';
import type { TranslateFunction } from 'ra-core';
import { USERS_SEARCH_HISTORY_KEY } from '../../lib/searchHistory';
import { HistorySearchInput } from '../../layout/search/HistorySearchInput';
import { dayRangeFilters, FR_DAY_FORMAT } from '../../layout/DayPickerInput';

/** The filters 'Advanced Search' shows: balance range and last-payment dates (SPEC §5). */
export const USERS_ADVANCED_FILTERS = ['min', 'max', 'startDate', 'endDate'] as const;

/** SPEC §5 client-side filters of the Users screen, as react-admin filter inputs (applied by the dataProvider). */
export const usersFilters = (translate: TranslateFunction) => [
  <HistorySearchInput
    key="q"
    source="q"
    alwaysOn
    historyKey={USERS_SEARCH_HISTORY_KEY}
    placeholder={translate('resources.users.fields.q')}
  />,
  <NumberInput key="min" source="min" step={0.001} />,
  <NumberInput key="max" source="max" step={0.001} />,
  ...dayRangeFilters({ format: FR_DAY_FORMAT }),
];
