import { prefetchDashboardStart } from './dataProvider/dashboardPrefetch';

// The entry is kept tiny so this runs one round trip after the page arrives: the dashboard's first
// API calls then travel while React and the app are still downloading (the server's HTML announces
// those chunks, see server/http/routePreloads.ts).
prefetchDashboardStart(window.location);

void import('./boot');
