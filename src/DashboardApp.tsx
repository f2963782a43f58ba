import { Admin } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { dashboardAuthProvider } from './authProvider/dashboardAuthProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { store } from './store';
import { queryClient } from './queryClient';
import { Layout } from './layout/Layout';
import { themeOptions } from './layout/theme';
import { dashboardRoutes } from './dashboardRoutes';
import { EventsDashboard } from './resources/events';
import { RESOURCE_NAMES } from './resources';
import { AccessDenied } from './layout/AccessDenied';
import { homeFor } from './layout/Home';

const Home = homeFor(EventsDashboard, RESOURCE_NAMES);

/** SPEC §2: an unknown address under the dashboard leads back to it. */
function BackToDashboard() {
  return <Navigate to="/dashboard" replace />;
}

/**
 * Everything under /dashboard: react-admin, loaded only once the user reaches the dashboard
 * (src/App.tsx). No sign-in page of react-admin's: signing in happens on the public page `/`,
 * where the auth provider sends a user without a session.
 */
export default function DashboardApp() {
  return (
    <Admin
      basename="/dashboard"
      authProvider={dashboardAuthProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={themeOptions}
      layout={Layout}
      dashboard={Home}
      loginPage={false}
      catchAll={BackToDashboard}
      // A page the member's role does not give: "not allowed"; one the server does not offer: the dashboard.
      accessDenied={AccessDenied}
      requireAuth
      disableTelemetry
      title="Back-office"
    >
      {dashboardRoutes}
    </Admin>
  );
}
