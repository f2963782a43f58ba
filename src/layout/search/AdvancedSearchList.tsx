import type { ReactElement } from 'react';
import { List, TopToolbar, type ListProps } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { AdvancedSearchButton } from './AdvancedSearchButton';
import { AdvancedSearchPanel } from './AdvancedSearchPanel';
import { ListPagination } from '../ListPagination';
import { BUSINESS_PAGE_SIZE } from '../../lib/businessListOrder';
import { AllowedExportButton } from '../AllowedExportButton';

export interface AdvancedSearchListProps<R extends RaRecord> extends Omit<
  ListProps<R>,
  'actions' | 'filters' | 'perPage' | 'pagination'
> {
  filters: ReactElement[];
  /** The filters 'Advanced Search' shows and hides together. */
  advancedFilters: readonly string[];
  /** i18n keys of the 'Advanced Search' button's two states (see AdvancedSearchButton). */
  advancedLabels?: { show: string; hide: string };
  /** The export button's text (react-admin's 'Export' unless given). */
  exportLabel?: string;
}

const DEFAULT_LABELS = { show: 'business.search.advanced', hide: 'business.search.hideAdvanced' };

/**
 * A business list (SPEC §2 users, transactions, bank transfers): react-admin's List over rows the
 * dataProvider filters client-side, with 'Advanced Search' and CSV export in its toolbar, 25 rows a
 * page (10 to 100); its filters stay out of the URL, and its rows sit on the page, not a paper.
 * The always-shown filters sit in react-admin's filter bar; the advanced ones in a grid form above
 * the rows (AdvancedSearchPanel) while 'Advanced Search' is open.
 */
export function AdvancedSearchList<R extends RaRecord>({
  advancedFilters,
  advancedLabels = DEFAULT_LABELS,
  exportLabel,
  filters,
  children,
  ...props
}: AdvancedSearchListProps<R>) {
  const isAdvanced = (input: ReactElement) =>
    advancedFilters.includes((input.props as { source?: string }).source ?? '');
  return (
    <List<R>
      filters={filters.filter((input) => !isAdvanced(input))}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <AdvancedSearchButton sources={advancedFilters} labels={advancedLabels} />
          <AllowedExportButton label={exportLabel} maxResults={100000} />
        </TopToolbar>
      }
      perPage={BUSINESS_PAGE_SIZE}
      pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      disableSyncWithLocation
      sx={{ '& .RaList-content': { bgcolor: 'transparent', boxShadow: 'none' } }}
      {...props}
    >
      <AdvancedSearchPanel
        inputs={filters.filter(isAdvanced)}
        sources={advancedFilters}
        label={advancedLabels.show}
      />
      {children}
    </List>
  );
}
