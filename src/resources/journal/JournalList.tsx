import { DataTable, DateField, FunctionField, SearchInput, SelectInput, TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { ApiJournalEntry } from '../../contract/payments';
import { csvExporter } from '../../lib/csvExporter';
import { formatDateTimeFr, frDateTimeOptions } from '../../lib/dates';
import { dayRangeFilters } from '../../layout/DayPickerInput';
import { ReadOnlyList } from '../../layout/ReadOnlyList';
import { journalActionKey, journalActor } from '../../lib/journalChange';
import { JOURNAL_ACTIONS, JOURNAL_ENTITIES } from '../../contract/journal';
import { describeChange, journalCsvColumns } from './journalColumns';
import { JournalRecord } from './JournalRecord';

/** /dashboard/journal: every change of the account, newest first (server-side filters and pages). */
export default function JournalList() {
  const translate = useTranslate();
  const t = (k: string) => translate(`resources.journal.${k}`);
  const actionLabel = (a: string) => translate(journalActionKey(a), { _: a });
  const entityLabel = (e: string) => translate(`resources.journal.entities.${e}`, { _: e });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="actor" source="actor" />,
    <SelectInput
      key="action"
      source="action"
      choices={JOURNAL_ACTIONS.map((id) => ({ id, name: actionLabel(id) }))}
    />,
    <SelectInput
      key="entity"
      source="entity"
      choices={JOURNAL_ENTITIES.map((id) => ({ id, name: entityLabel(id) }))}
    />,
    ...dayRangeFilters({ alwaysOn: true }),
  ];
  return (
    <ReadOnlyList<ApiJournalEntry>
      resource="journal"
      title={t('title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      filterButton
      exporter={csvExporter(t('export'), journalCsvColumns(translate))}
      emptyText={t('empty')}
      phone={{
        primaryText: (e) => (
          <>
            {actionLabel(e.action)} · {entityLabel(e.entity)} · <JournalRecord entry={e} />
          </>
        ),
        secondaryText: (e) => `${journalActor(e.actor, translate)} — ${formatDateTimeFr(e.createdAt)}`,
        tertiaryText: (e) => describeChange(e, translate),
        sx: { '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } },
      }}
    >
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime locales="fr-FR" options={frDateTimeOptions()} />
      </DataTable.Col>
      <DataTable.Col source="actor">
        <FunctionField<ApiJournalEntry> render={(e) => journalActor(e.actor, translate)} />
      </DataTable.Col>
      <DataTable.Col source="action">
        <FunctionField<ApiJournalEntry> render={(e) => actionLabel(e.action)} />
      </DataTable.Col>
      <DataTable.Col source="entity">
        <FunctionField<ApiJournalEntry>
          render={(e) => (
            <>
              {entityLabel(e.entity)} · <JournalRecord entry={e} />
            </>
          )}
        />
      </DataTable.Col>
      {/* Computed from before and after: not a field of the entry, so it names its label. */}
      <DataTable.Col label="resources.journal.fields.change" disableSort>
        <FunctionField<ApiJournalEntry> render={(e) => describeChange(e, translate)} />
      </DataTable.Col>
    </ReadOnlyList>
  );
}
