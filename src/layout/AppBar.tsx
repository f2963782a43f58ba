import { CircularProgress } from '@mui/material';
import { AppBar as RaAppBar, RefreshIconButton, useLoading, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

/**
 * react-admin's LoadingIndicator, with a name on its spinner: a progress bar without one is an
 * accessibility error (axe aria-progressbar-name).
 */
function LoadingOrRefresh() {
  const translate = useTranslate();
  const loading = useLoading();
  if (!loading) return <RefreshIconButton />;
  return (
    <CircularProgress
      color="inherit"
      size={18}
      thickness={5}
      aria-label={translate('ra.page.loading')}
      sx={{ mx: 1.5 }}
    />
  );
}

/**
 * react-admin's app bar (menu toggle, page title) with the product's language switch and a
 * loading/refresh indicator. No user menu: Logout is an entry of the side menu (SPEC §2).
 */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={false}
      toolbar={
        <>
          <LanguageMenu />
          <LoadingOrRefresh />
        </>
      }
    />
  );
}
