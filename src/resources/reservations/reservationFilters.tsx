import type { ReactElement } from 'react';
import { PAYMENT_STATUSES, RESERVATION_STATUSES } from '../../contract/rental';
import { dayRangeFilters, FR_DAY_FORMAT } from '../../layout/DayPickerInput';
import { choiceFilter, textSearchFilter } from '../../layout/listFilters';

/** Filters applied by the dataProvider: text, status, payment status, pickup date range. */
export function reservationFilters(translate: (key: string) => string): ReactElement[] {
  return [
    textSearchFilter(translate('rental.reservations.search'), 340),
    choiceFilter('status', RESERVATION_STATUSES, 'rental.status'),
    choiceFilter('paymentStatus', PAYMENT_STATUSES, 'rental.paymentStatus'),
    ...dayRangeFilters({ sx: { width: 200 }, format: FR_DAY_FORMAT }),
  ];
}
