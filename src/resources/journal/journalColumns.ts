import type { TranslateFunction } from 'ra-core';
import type { CsvColumn } from '../../lib/csv';
import type { ApiJournalEntry } from '../../contract/payments';
import { describeChange, journalActionKey, journalActor } from '../../lib/journalChange';
import { formatDateTimeFr } from '../../lib/dates';

/** The journal's CSV columns: translated labels, the screen's date and wording. */
export function journalCsvColumns(translate: TranslateFunction): CsvColumn<ApiJournalEntry>[] {
  const f = (k: string) => translate(`resources.journal.fields.${k}`);
  return [
    { label: f('createdAt'), value: (e) => formatDateTimeFr(e.createdAt) },
    { label: f('actor'), value: (e) => journalActor(e.actor, translate) },
    { label: f('action'), value: (e) => translate(journalActionKey(e.action), { _: e.action }) },
    {
      label: f('entity'),
      value: (e) => translate(`resources.journal.entities.${e.entity}`, { _: e.entity }),
    },
    { label: f('entityId'), value: (e) => e.entityId },
    { label: f('change'), value: (e) => describeChange(e, translate) },
    { label: f('before'), value: (e) => (e.before ? JSON.stringify(e.before) : '') },
    { label: f('after'), value: (e) => (e.after ? JSON.stringify(e.after) : '') },
    { label: f('idempotencyKey'), value: (e) => e.idempotencyKey ?? '' },
  ];
}

export { describeChange };
export { journalRecordName as recordName } from '../../lib/journalChange';
