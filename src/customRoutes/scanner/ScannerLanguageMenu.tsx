import { lazy, Suspense } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

// The product's language menu (a select, with MUI's menu and popover): fetched on its own, so that
// the login form paints without waiting for it.
const PublicLanguageMenu = lazy(() =>
  import('../../i18n/PublicLanguageMenu').then((m) => ({ default: m.PublicLanguageMenu })),
);

/** The scanner's language menu, on a paper background (it also sits on the coloured header). */
export function ScannerLanguageMenu({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Suspense fallback={null}>
      <Box sx={[{ bgcolor: 'background.paper', borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <PublicLanguageMenu />
      </Box>
    </Suspense>
  );
}
