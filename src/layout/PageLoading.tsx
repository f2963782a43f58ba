import { Box, CircularProgress } from '@mui/material';

/** A page whose record is on its way: a spinner in the middle, named for screen readers. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="loading" />
    </Box>
  );
}
