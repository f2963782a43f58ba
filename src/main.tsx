/**
 * The entry script is small and only starts downloads, so that everything the address needs is
 * asked for at once rather than one module after another: the app's shell (./App), on dashboard
 * addresses the dashboard and its first list's data (./firstList), and the language catalog.
 */
const path = window.location.pathname;
const dashboard = path === '/dashboard' || path.startsWith('/dashboard/');
// Imported, not bundled in: an import here would make this script wait for the chunk that holds it
// before asking for anything else.
const config = import('./api/config').then((m) => m.runtimeConfigForDev());
// The chosen language's catalog (./i18n/index.ts awaits it before the first render).
void import('./i18n/initialCatalog');
if (dashboard) {
  void import('./DashboardApp').catch(() => undefined);
  const firstList = import('./firstList');
  void Promise.all([firstList, config]).then(([m]) => m.prefetchFirstList(path, window.location.search));
}
void Promise.all([config, import('./App')]).then(([, app]) => app.start(path));
