import { NumberInput, SearchInput } from 'react-admin';
import type { TranslateFunction } from 'ra-core';
import { BANK_TRANSFER_STATUSES } from '../../contract/business';
import { dayRangeFilters, FR_DAY_FORMAT } from '../../layout/DayPickerInput';
import { choiceFilter } from '../../layout/listFilters';

/** Text over notes, status, amount range and dates, as react-admin filters (applied by the dataProvider). */
export const bankTransfersFilters = (translate: TranslateFunction) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    type="search"
    placeholder={translate('bankTransfers.searchPlaceholder')}
    inputProps={{ 'aria-label': translate('bankTransfers.searchPlaceholder') }}
    sx={{ width: { xs: '100%', sm: 320 } }}
  />,
  choiceFilter('status', BANK_TRANSFER_STATUSES, 'bankTransfers.status', {
    alwaysOn: true,
    sx: { minWidth: 160 },
  }),
  <NumberInput key="min" source="min" step={0.001} />,
  <NumberInput key="max" source="max" step={0.001} />,
  ...dayRangeFilters({ format: FR_DAY_FORMAT }),
];

export const BANK_TRANSFERS_ADVANCED_FILTERS = ['min', 'max', 'startDate', 'endDate'] as const;
