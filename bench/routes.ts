import type { RouteSpec } from './lib/bundle';

/**
 * What each entry route must load before it is usable: the entry chunk (always) plus the lazy
 * modules it renders, matched on the manifest's `src`. The bench also records which files the browser
 * really fetched, and reports any difference.
 */
/**
 * The language catalogs, awaited before the first render of every page (top-level await in
 * src/i18n/index.ts): the default locale's, react-admin's English messages, the areas it shows in
 * English and the few it shows in French, asked for by the entry script (src/i18n/initialCatalog.ts,
 * part of the entry chunk).
 */
const CATALOGS = {
  match:
    /^(src\/i18n\/(en\/englishByDefault|fr\/frenchByDefault)\.ts|node_modules\/ra-language-english\/.*)$/,
  label: 'language catalogs',
};
/**
 * On the dashboard's first page (the events list) in the default locale, the catalog is only what
 * that page shows (src/i18n/initialCatalog.ts); the rest comes once it is drawn.
 */
const FIRST_SCREEN_CATALOGS = {
  match: /^(src\/i18n\/(en|fr)\/firstScreen\.ts|node_modules\/ra-language-english\/.*)$/,
  label: "the first page's catalogs",
};
/** The app's shell (router, theme, public pages' routes), which the small entry script imports. */
const SHELL = { match: /^src\/App\.tsx$/, label: 'app shell' };
const PUBLIC_I18N = { match: /^src\/i18n\/PublicI18nProvider\.tsx$/, label: 'public pages i18n' };

export const PRODUCT_ROUTES: RouteSpec[] = [
  {
    route: '/',
    lazy: [
      SHELL,
      CATALOGS,
      PUBLIC_I18N,
      { match: /^src\/customRoutes\/login\/LoginPage\.tsx$/, label: 'login page' },
    ],
  },
  {
    route: '/dashboard/events',
    lazy: [
      SHELL,
      { match: /^src\/DashboardApp\.tsx$/, label: 'DashboardApp' },
      FIRST_SCREEN_CATALOGS,
      // The first list's data, asked for beside the code (src/firstList.ts).
      { match: /^src\/firstList\.ts$/, label: 'first list prefetch' },
      // Only when the events area loads its list lazily; otherwise it is inside DashboardApp's closure.
      // The list module itself: its toolbar (sort, export) is a lazy chunk loaded after the first cards.
      { match: /^src\/resources\/events\/EventList\.tsx$/, optional: true, label: 'events list' },
    ],
  },
  // The scanner is its own app (security-scanner.html): its entry carries its page and catalog.
  { route: '/security-scanner/{agentId}', manifest: 'scanner-manifest.json', lazy: [] },
  {
    route: '/invoice/{id}',
    lazy: [
      SHELL,
      CATALOGS,
      PUBLIC_I18N,
      { match: /^src\/customRoutes\/invoices\/reservation\/[^/]*\.tsx$/, label: 'reservation invoice page' },
    ],
  },
];

export const BASELINE_ROUTE: RouteSpec = { route: 'baseline /events', lazy: [] };

/**
 * Libraries a route must not carry before it needs them. The public pages translate with
 * react-admin's i18n (ra-core's I18nContextProvider, store and polyglot provider), so ra-core is
 * allowed there, and share the dashboard's theme (react-admin's defaultTheme, counted apart by
 * bench/lib/moduleMap.ts); react-admin's UI is not.
 */
export const REACT_ADMIN_UI_PACKAGES = ['react-admin', 'ra-ui-materialui'];
export const DEFERRABLE_PACKAGES = ['recharts', 'qrcode.react', '@mui/x-date-pickers', 'date-fns', 'jsqr'];
