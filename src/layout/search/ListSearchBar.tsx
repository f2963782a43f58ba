import { useEffect, useRef, useState } from 'react';
import { Box, Button, Chip, Collapse, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import HistoryIcon from '@mui/icons-material/History';
import { useListContext, useTranslate } from 'ra-core';
import { hasFilters, type SearchFilters } from '../../lib/searchFilters';
import { readSearchHistory, saveSearch } from '../../lib/searchHistory';

export interface ListSearchBarProps {
  /** localStorage key of the recent searches (SPEC §9). */
  historyKey: string;
  placeholder: string;
  minLabel: string;
  maxLabel: string;
}

const TYPING_DELAY_MS = 300;

/**
 * Search, advanced search (min/max and a date range) and the 5 recent searches, applied as the
 * react-admin list's filter (the dataProvider filters client-side, SPEC §5). A search joins the
 * history when it is submitted (Enter, or leaving the field) and when a recent one is reused.
 */
export function ListSearchBar({ historyKey, placeholder, minLabel, maxLabel }: ListSearchBarProps) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  // The filters live here (the list's own copy can lag a render behind while it reloads), and are
  // pushed to the list whenever they change: quick successive edits never drop one another.
  const [filters, setLocal] = useState<SearchFilters>(() => (filterValues ?? {}) as SearchFilters);
  const [q, setQ] = useState(filters.q ?? '');
  const [advanced, setAdvanced] = useState(
    Boolean(filters.min || filters.max || filters.startDate || filters.endDate),
  );
  const [history, setHistory] = useState(() => readSearchHistory(historyKey));
  const pushed = useRef(JSON.stringify(filters));

  useEffect(() => {
    const json = JSON.stringify(filters);
    if (json === pushed.current) return;
    pushed.current = json;
    setFilters(filters, {}, false);
  }, [filters, setFilters]);

  useEffect(() => {
    const timer = setTimeout(
      () => setLocal((f) => ((f.q ?? '') === q ? f : { ...f, q: q || undefined })),
      TYPING_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [q]);

  const apply = (patch: SearchFilters) => setLocal((f) => ({ ...f, ...patch }));
  const remember = (term: string) => {
    if (term.trim()) setHistory(saveSearch(historyKey, term));
  };
  const pickRecent = (term: string) => {
    setQ(term);
    apply({ q: term });
    remember(term);
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              apply({ q: q || undefined });
              remember(q);
            }
          }}
          onBlur={() => remember(q)}
          placeholder={placeholder}
          size="small"
          sx={{ flex: 1, minWidth: { sm: 280 } }}
          slotProps={{
            htmlInput: { 'aria-label': placeholder, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button startIcon={<TuneIcon />} onClick={() => setAdvanced((v) => !v)} aria-expanded={advanced}>
          {translate(advanced ? 'business.search.hideAdvanced' : 'business.search.advanced')}
        </Button>
        {hasFilters(filters) && (
          <Button
            color="inherit"
            onClick={() => {
              setQ('');
              setLocal({});
            }}
          >
            {translate('business.search.clear')}
          </Button>
        )}
      </Stack>
      <Collapse in={advanced} unmountOnExit>
        <Box
          role="group"
          aria-label={translate('business.search.advanced')}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 1,
            mt: 1.5,
          }}
        >
          <NumberFilter label={minLabel} value={filters.min} onChange={(min) => apply({ min })} />
          <NumberFilter label={maxLabel} value={filters.max} onChange={(max) => apply({ max })} />
          <DateFilter
            label={translate('business.search.startDate')}
            value={filters.startDate}
            onChange={(startDate) => apply({ startDate })}
          />
          <DateFilter
            label={translate('business.search.endDate')}
            value={filters.endDate}
            onChange={(endDate) => apply({ endDate })}
          />
        </Box>
      </Collapse>
      {history.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
          aria-label={translate('business.search.recent')}
        >
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <HistoryIcon fontSize="inherit" />
            {translate('business.search.recent')}
          </Typography>
          {history.map((term) => (
            <Chip key={term} label={term} size="small" variant="outlined" onClick={() => pickRecent(term)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function NumberFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: SearchFilters['min'];
  onChange: (v: string | undefined) => void;
}) {
  return (
    <TextField
      label={label}
      type="number"
      size="small"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      slotProps={{ htmlInput: { min: 0, step: '0.001', inputMode: 'decimal' } }}
    />
  );
}

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (v: string | undefined) => void;
}) {
  return (
    <TextField
      label={label}
      type="date"
      size="small"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
