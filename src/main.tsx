import { prefetchDashboardStart } from './dataProvider/dashboardPrefetch';
import { businessTimeZone } from './api/config';

// The entry is kept tiny so this runs one round trip after the page arrives: the dashboard's first
// API calls then travel while React and the app are still downloading (the server's HTML announces
// those chunks, see server/http/routePreloads.ts).
const onDashboard = prefetchDashboardStart(window.location) !== null;

void import('./boot');

// The business clock's first Intl formatter (zone and locale data) is the costliest step of the
// events list's first render on a slow phone; built now, while the dashboard's code downloads and
// the page has nothing else to do, the list finds it ready.
if (onDashboard) setTimeout(businessTimeZone, 0);
