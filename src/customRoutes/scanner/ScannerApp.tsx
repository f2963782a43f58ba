import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nContext } from 'ra-core';
import { createI18nProvider, storedLocale } from '../../i18n/createI18nProvider';
import { scannerCatalog } from '../../i18n/scannerCatalog';
import { agentIdFromPath } from '../../lib/scannerAddress';
import { theme } from '../../layout/theme';
import ScannerPage, { preloadScannerPage } from './ScannerPage';

const initialLocale = storedLocale();
const i18nProvider = createI18nProvider(scannerCatalog, initialLocale, scannerCatalog(initialLocale));

/**
 * The door scanner as its own small app (security-scanner.html): the product's theme, react-admin's
 * i18n in the language chosen anywhere in the product (read from react-admin's store at start), and
 * the scanner page. The scanner has no language menu, so it provides the i18n context directly
 * rather than through I18nContextProvider, which watches the store for changes (and brings the
 * store's hooks and lodash to a phone). No router: its only address parameter is the agent id.
 */
/** Loads what the scanner's first screen at `pathname` needs (see preloadScannerPage). */
export const preloadScannerApp = (pathname: string) => preloadScannerPage(agentIdFromPath(pathname));

export function ScannerApp({ pathname }: { pathname: string }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nContext.Provider value={i18nProvider}>
        <ScannerPage agentId={agentIdFromPath(pathname)} />
      </I18nContext.Provider>
    </ThemeProvider>
  );
}
