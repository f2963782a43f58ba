import type { TranslateFunction } from 'ra-core';
import type { ApiStatement } from '../../contract/statements';
import { amountHeader, csvAmount, toCsv, type CsvColumn } from '../../lib/csv';
import { formatDateFr, formatDateTimeFr } from '../../lib/dates';

interface CsvLine {
  date: string;
  code: string;
  counterparty: string;
  description: string;
  credit: number | null;
  debit: number | null;
  balance: number;
}

/**
 * A statement as CSV: the opening balance, every movement with its running balance, the closing
 * balance. Amounts are numbers, the currency in the column names.
 */
export function statementCsv(statement: ApiStatement, translate: TranslateFunction): string {
  const f = (k: string) => translate(`resources.statements.fields.${k}`);
  const t = (k: string) => translate(`statements.${k}`);
  const columns: CsvColumn<CsvLine>[] = [
    { label: f('createdAt'), value: (l) => l.date },
    { label: f('transactionCode'), value: (l) => l.code },
    { label: f('counterparty'), value: (l) => l.counterparty },
    { label: f('description'), value: (l) => l.description },
    { label: amountHeader(f('credit'), 'TND'), value: (l) => l.credit },
    { label: amountHeader(f('debit'), 'TND'), value: (l) => l.debit },
    { label: amountHeader(f('balance'), 'TND'), value: (l) => l.balance },
  ];
  const edge = (day: string, label: string, balance: number): CsvLine => ({
    date: formatDateFr(day),
    code: '',
    counterparty: '',
    description: label,
    credit: null,
    debit: null,
    balance,
  });
  const lines: CsvLine[] = [
    edge(statement.from, t('opening'), statement.openingBalance),
    ...statement.lines.map((l) => ({
      date: formatDateTimeFr(l.createdAt),
      code: l.transactionCode,
      counterparty: l.counterparty,
      description: l.reversesTransferId ? `${t('reversal')} — ${l.description}` : l.description,
      credit: csvAmount(l.credit),
      debit: csvAmount(l.debit),
      balance: csvAmount(l.balance) ?? 0,
    })),
    edge(statement.to, t('closing'), statement.closingBalance),
  ];
  return toCsv(lines, columns);
}
