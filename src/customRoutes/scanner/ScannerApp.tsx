import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContextProvider, StoreContextProvider } from 'ra-core';
import { store } from '../../store';
import { createI18nProvider, storedLocale } from '../../i18n/createI18nProvider';
import { scannerCatalog } from '../../i18n/scannerCatalog';
import { agentIdFromPath } from '../../lib/scannerAddress';
import { theme } from '../../layout/theme';
import ScannerPage, { preloadScannerPage } from './ScannerPage';

const initialLocale = storedLocale();
// Top-level await: in French the first render waits for the French catalog (English is here already).
const i18nProvider = createI18nProvider(scannerCatalog, initialLocale, await scannerCatalog(initialLocale));

/**
 * The door scanner as its own small app (security-scanner.html): the product's theme, react-admin's
 * i18n in the language chosen anywhere in the product (react-admin's store, which its language menu
 * also writes), and the scanner page. No router: its only address parameter is the agent id.
 */
/** Loads what the scanner's first screen at `pathname` needs (see preloadScannerPage). */
export const preloadScannerApp = (pathname: string) => preloadScannerPage(agentIdFromPath(pathname));

export function ScannerApp({ pathname }: { pathname: string }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <StoreContextProvider value={store}>
        <I18nContextProvider value={i18nProvider}>
          <ScannerPage agentId={agentIdFromPath(pathname)} />
        </I18nContextProvider>
      </StoreContextProvider>
    </ThemeProvider>
  );
}
