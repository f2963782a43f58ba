import type { ReactElement } from 'react';
import { SearchInput, SelectInput } from 'react-admin';
import { PAYMENT_STATUSES, RESERVATION_STATUSES } from '../../contract/rental';
import { dayRangeFilters } from '../../layout/DayPickerInput';

const choices = (values: readonly string[], ns: string) =>
  values.map((id) => ({ id, name: `rental.${ns}.${id}` }));

/** Filters applied by the dataProvider: text, status, payment status, pickup date range. */
export function reservationFilters(translate: (key: string) => string): ReactElement[] {
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('rental.reservations.search')}
      sx={{ width: { xs: '100%', sm: 340 } }}
    />,
    <SelectInput
      key="status"
      source="status"
      label="rental.reservations.status"
      choices={choices(RESERVATION_STATUSES, 'status')}
    />,
    <SelectInput
      key="paymentStatus"
      source="paymentStatus"
      label="rental.reservations.payment"
      choices={choices(PAYMENT_STATUSES, 'paymentStatus')}
    />,
    ...dayRangeFilters((s) => `rental.reservations.${s}`, { sx: { width: 200 } }),
  ];
}
