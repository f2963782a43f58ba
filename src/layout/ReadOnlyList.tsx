import type { ReactElement, ReactNode } from 'react';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FilterButton, List, SimpleList, TopToolbar, type SimpleListProps } from 'react-admin';
import type { RaRecord, SortPayload } from 'ra-core';
import { AllowedExportButton } from './AllowedExportButton';

export interface ReadOnlyListProps<R extends RaRecord> {
  resource: string;
  title: string;
  sort: SortPayload;
  filters: ReactElement[];
  exporter: (records: R[]) => void;
  /** Said when no row matches. */
  emptyText: string;
  /** react-admin's 'Add filter' button, for a list whose filters are not all shown. */
  filterButton?: boolean;
  /** What stands above the rows (e.g. the period's totals). */
  header?: ReactNode;
  /** The rows on phones, as a simple list: no table wider than the screen. */
  phone: Pick<SimpleListProps<R>, 'primaryText' | 'secondaryText' | 'tertiaryText' | 'sx'>;
  /** The table's columns (DataTable.Col) on wider screens. */
  children: ReactNode;
}

/**
 * A list of records the server filters, sorts and pages, to read only: 25 rows a page, CSV export of
 * every matching row, no row click and no bulk action; a simple list on phones, a table otherwise.
 */
export function ReadOnlyList<R extends RaRecord>({
  resource,
  title,
  sort,
  filters,
  exporter,
  emptyText,
  filterButton,
  header,
  phone,
  children,
}: ReadOnlyListProps<R>) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <Typography sx={{ p: 2 }}>{emptyText}</Typography>;
  return (
    <List<R>
      resource={resource}
      title={title}
      sort={sort}
      perPage={25}
      filters={filters}
      actions={
        <TopToolbar>
          {filterButton && <FilterButton />}
          <AllowedExportButton maxResults={100000} />
        </TopToolbar>
      }
      exporter={exporter}
      empty={false}
    >
      {header}
      {isPhone ? (
        <SimpleList<R> {...phone} rowClick={false} empty={empty} />
      ) : (
        <DataTable<R> bulkActionButtons={false} rowClick={false} empty={empty}>
          {children}
        </DataTable>
      )}
    </List>
  );
}
