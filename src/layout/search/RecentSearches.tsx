import { useEffect, useState } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useListContext, useTranslate } from 'ra-core';
import { readSearchHistory, saveSearch, subscribeSearchHistory } from '../../lib/searchHistory';

/**
 * The 5 recent searches of SPEC §9 as chips; a chip re-applies its search as the list's `q` filter
 * (the other filters stay) through react-admin's `setFilters`, and moves up in the history.
 */
export function RecentSearches({ historyKey }: { historyKey: string }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const [history, setHistory] = useState(() => readSearchHistory(historyKey));
  useEffect(
    () =>
      subscribeSearchHistory((key) => {
        if (key === historyKey) setHistory(readSearchHistory(historyKey));
      }),
    [historyKey],
  );
  if (history.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      aria-label={translate('business.search.recent')}
      role="group"
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
        <Chip
          key={term}
          label={term}
          size="small"
          variant="outlined"
          onClick={() => {
            setFilters({ ...filterValues, q: term }, displayedFilters);
            saveSearch(historyKey, term);
          }}
        />
      ))}
    </Stack>
  );
}
