import { Button } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useListContext, useTranslate } from 'ra-core';

/**
 * SPEC §2 'Advanced Search': shows or hides the list's advanced react-admin filters (ranges, dates,
 * type, status) at once; hiding them also clears their values.
 */
export function AdvancedSearchButton({
  sources,
  labels = { show: 'business.search.advanced', hide: 'business.search.hideAdvanced' },
}: {
  sources: readonly string[];
  /** i18n keys of the two states (a screen French by default passes its own namespace's). */
  labels?: { show: string; hide: string };
}) {
  const translate = useTranslate();
  const { displayedFilters, filterValues, setFilters } = useListContext();
  const open = sources.some((s) => displayedFilters?.[s]);
  const toggle = () => {
    const shown = { ...displayedFilters };
    const values = { ...filterValues };
    for (const s of sources) {
      if (open) {
        delete shown[s];
        delete values[s];
      } else shown[s] = true;
    }
    setFilters(values, shown, false);
  };
  return (
    <Button size="small" startIcon={<TuneIcon />} onClick={toggle} aria-expanded={open}>
      {translate(open ? labels.hide : labels.show)}
    </Button>
  );
}
