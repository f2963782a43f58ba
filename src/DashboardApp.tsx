import { Admin } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { theme } from './layout/theme';
import { dashboardRoutes } from './dashboardRoutes';
import { EventsDashboard } from './resources/events';

function BackToDashboard() {
  return <Navigate to="/dashboard" replace />;
}

/** Everything under /dashboard: react-admin, loaded only once the user reaches the dashboard. */
export default function DashboardApp() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Admin
        basename="/dashboard"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        dashboard={EventsDashboard}
        theme={theme}
        loginPage={false}
        catchAll={BackToDashboard}
        requireAuth
        disableTelemetry
        title="Back-office"
      >
        {dashboardRoutes}
      </Admin>
    </LocalizationProvider>
  );
}
