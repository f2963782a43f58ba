import { AdminContext, CoreAdminUI, LoadingPage } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { store } from './store';
import { Layout } from './layout/Layout';
import { DeferredNotification } from './layout/DeferredNotification';
import { AccessDeniedPage, AuthenticationErrorPage, ErrorPage } from './layout/fallbackPages';
import { theme } from './layout/theme';
import { dashboardRoutes } from './dashboardRoutes';
import { EventsDashboard } from './resources/events';

function BackToDashboard() {
  return <Navigate to="/dashboard" replace />;
}

/**
 * Everything under /dashboard: react-admin, loaded only once the user reaches the dashboard.
 *
 * This is what react-admin's `<Admin>` renders (AdminContext + AdminUI), minus AdminUI's default
 * sign-in page: signing in happens on the public page `/`, and the default page's form would put
 * react-hook-form and MUI's text-field family into the first download of every dashboard screen.
 */
export default function DashboardApp() {
  return (
    <AdminContext
      basename="/dashboard"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <CoreAdminUI
        layout={Layout}
        dashboard={EventsDashboard}
        loading={LoadingPage}
        error={ErrorPage}
        authenticationError={AuthenticationErrorPage}
        accessDenied={AccessDeniedPage}
        loginPage={false}
        catchAll={BackToDashboard}
        requireAuth
        disableTelemetry
        title="Back-office"
      >
        {dashboardRoutes}
      </CoreAdminUI>
      <DeferredNotification />
    </AdminContext>
  );
}
