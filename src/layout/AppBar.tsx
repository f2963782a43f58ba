import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

/**
 * react-admin's app bar (menu toggle, page title) with the product's language switch and
 * react-admin's loading/refresh indicator. No user menu: Logout is an entry of the side menu
 * (SPEC §2).
 */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={false}
      toolbar={
        <>
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
    />
  );
}
