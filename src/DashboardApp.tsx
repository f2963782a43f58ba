import { AdminContext, CoreAdminUI, LoadingPage, ResourceDefinitionContextProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { DeferredNotification } from './layout/DeferredNotification';
import { AccessDeniedPage, AuthenticationErrorPage, ErrorPage } from './layout/fallbackPages';
import { theme } from './layout/theme';
import { dashboardRoutes, dashboardResourceDefinitions } from './dashboardRoutes';
import { createDashboardQueryClient, prepareFirstScreen } from './dashboardQueries';
import { EventsDashboard } from './resources/events';

const queryClient = createDashboardQueryClient();

/** Called before the first render: see dashboardQueries. */
export const prepareDashboard = () => prepareFirstScreen(queryClient, window.location);

function BackToDashboard() {
  return <Navigate to="/dashboard" replace />;
}

/**
 * Everything under /dashboard: react-admin, loaded only once the user reaches the dashboard.
 *
 * This is what react-admin's `<Admin>` renders (AdminContext + AdminUI), minus AdminUI's default
 * sign-in page: signing in happens on the public page `/`, and the default page's form would put
 * react-hook-form and MUI's text-field family into the first download of every dashboard screen.
 * The resource definitions are given up front (see dashboardResourceDefinitions).
 */
export default function DashboardApp() {
  return (
    <AdminContext
      basename="/dashboard"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={theme}
    >
      <ResourceDefinitionContextProvider definitions={dashboardResourceDefinitions}>
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
      </ResourceDefinitionContextProvider>
      <DeferredNotification />
    </AdminContext>
  );
}
