import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A page whose record is on its way: a spinner in the middle, named for screen readers. */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
