import type { RouteSpec } from './lib/bundle';

/**
 * What each entry route must load before it is usable: the entry chunk (always) plus the lazy
 * modules it renders, matched on the manifest's `src`. The bench also records which files the browser
 * really fetched, and reports any difference.
 */
/** React, the router and the theme: loaded by the small entry script on every page. */
const APP_SHELL = { match: /^src\/boot\.tsx$/, label: 'app shell' };

export const PRODUCT_ROUTES: RouteSpec[] = [
  {
    route: '/',
    lazy: [APP_SHELL, { match: /^src\/customRoutes\/login\/LoginPage\.tsx$/, label: 'login page' }],
  },
  {
    route: '/dashboard/events',
    lazy: [
      APP_SHELL,
      { match: /^src\/DashboardApp\.tsx$/, label: 'DashboardApp' },
      // Awaited before the first render (top-level await in src/i18n), so part of the first download.
      { match: /^src\/i18n\/defaultCatalog\.ts$/, label: 'default language catalog' },
      // Only when the events area loads its list lazily; otherwise it is inside DashboardApp's closure.
      { match: /^src\/resources\/events\/[^/]*List[^/]*\.tsx$/, optional: true, label: 'events list' },
    ],
  },
  {
    route: '/security-scanner/{agentId}',
    lazy: [
      APP_SHELL,
      { match: /^src\/customRoutes\/scanner\/[^/]*(Page|Scanner)[^/]*\.tsx$/, label: 'scanner page' },
    ],
  },
  {
    route: '/invoice/{id}',
    lazy: [
      APP_SHELL,
      { match: /^src\/customRoutes\/invoices\/reservation\/[^/]*\.tsx$/, label: 'reservation invoice page' },
    ],
  },
];

export const BASELINE_ROUTE: RouteSpec = { route: 'baseline /events', lazy: [] };

/** Libraries a route must not carry before it needs them. */
export const REACT_ADMIN_PACKAGES = ['react-admin', 'ra-core', 'ra-ui-materialui'];
export const DEFERRABLE_PACKAGES = ['recharts', 'qrcode.react', '@mui/x-date-pickers', 'date-fns', 'jsqr'];
