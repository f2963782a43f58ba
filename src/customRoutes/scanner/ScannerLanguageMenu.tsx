import { lazy, Suspense } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

// The product's language menu (a select, with MUI's menu and popover): fetched on its own, so that
// the login form paints without waiting for it.
const PublicLanguageMenu = lazy(() =>
  import('../../i18n/PublicLanguageMenu').then((m) => ({ default: m.PublicLanguageMenu })),
);

/** The scanner's language menu, on a paper background (it also sits on the coloured header); `sx` places it. */
export function ScannerLanguageMenu({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Suspense fallback={null}>
      <Box sx={[{ display: 'flex', justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <Box sx={{ display: 'flex', bgcolor: 'background.paper', borderRadius: 1 }}>
          <PublicLanguageMenu />
        </Box>
      </Box>
    </Suspense>
  );
}
