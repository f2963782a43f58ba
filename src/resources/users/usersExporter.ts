import type { TranslateFunction } from 'ra-core';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { amountHeader, csvAmount, type CsvColumn } from '../../lib/csv';
import { csvExporter } from '../../lib/csvExporter';
import { formatDateFr } from '../../lib/dates';

/** The users CSV: the table's columns with its labels, balances as numbers ('Balance (TND)'), fr-FR dates. */
export function usersCsvColumns(translate: TranslateFunction): Array<CsvColumn<ManagedUserRecord>> {
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  return [
    { label: label('fullName'), value: (u) => u.fullName },
    { label: label('phoneNumber'), value: (u) => u.phoneNumber },
    { label: label('email'), value: (u) => u.email },
    { label: amountHeader(label('balance'), 'TND'), value: (u) => csvAmount(u.balance) },
    {
      label: label('lastPayment'),
      value: (u) => (u.lastPayment ? formatDateFr(u.lastPayment) : translate('business.users.never')),
    },
  ];
}

export const usersExporter = (translate: TranslateFunction) =>
  csvExporter('users', usersCsvColumns(translate));
