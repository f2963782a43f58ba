import { runtimeConfigForDev } from './api/config';
// Starts the chosen language's catalog; the catalog helpers and react-admin's store live here, in
// the entry, so the page's parallel downloads share them instead of each carrying its own copy.
import './i18n/initialCatalog';

/**
 * The entry script is small and only starts downloads, so that everything the address needs is
 * asked for at once rather than one module after another: the app's shell (./App), on dashboard
 * addresses the dashboard and its first list's data (./firstList), and the language catalog.
 */
const path = window.location.pathname;
const dashboard = path === '/dashboard' || path.startsWith('/dashboard/');
const config = runtimeConfigForDev();
if (dashboard) {
  void import('./DashboardApp').catch(() => undefined);
  const firstList = import('./firstList');
  void Promise.all([firstList, config]).then(([m]) => m.prefetchFirstList(path, window.location.search));
}
void Promise.all([config, import('./App')]).then(([, app]) => app.start(path));
