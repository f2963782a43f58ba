import { Box, Paper } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslate } from 'ra-core';

/** /security-scanner without an agent id. */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ maxWidth: 420, width: '100%', textAlign: 'center', overflow: 'hidden' }}>
        <Box sx={{ p: 4, pb: 3 }}>
          <BlockIcon color="error" sx={{ fontSize: 48 }} />
          <Box component="h1" sx={{ typography: 'h5', fontWeight: 600, my: 1, mx: 0 }}>
            {translate('scanner.accessDenied')}
          </Box>
          <Box component="p" sx={{ typography: 'body1', color: 'text.secondary', m: 0 }}>
            {translate('scanner.invalidAccess')}
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
