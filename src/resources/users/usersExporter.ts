import type { TranslateFunction } from 'ra-core';
import type { ManagedUserRecord } from '../../dataProvider/users';
import type { CsvColumn } from '../../lib/csv';
import { csvExporter } from '../../lib/csvExporter';
import { formatTND } from '../../lib/money';
import { formatDateFr } from '../../lib/dates';

/** The users CSV: the table's columns with its labels, TND with 3 decimals and fr-FR dates as shown. */
export function usersCsvColumns(translate: TranslateFunction): Array<CsvColumn<ManagedUserRecord>> {
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  return [
    { label: label('fullName'), value: (u) => u.fullName },
    { label: label('phoneNumber'), value: (u) => u.phoneNumber },
    { label: label('email'), value: (u) => u.email },
    { label: label('balance'), value: (u) => formatTND(u.balance) },
    {
      label: label('lastPayment'),
      value: (u) => (u.lastPayment ? formatDateFr(u.lastPayment) : translate('business.users.never')),
    },
  ];
}

export const usersExporter = (translate: TranslateFunction) =>
  csvExporter('users', usersCsvColumns(translate));
