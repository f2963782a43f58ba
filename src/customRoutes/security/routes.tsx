import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';

const SecurityAgentsPage = lazy(() => import('./SecurityAgentsPage'));

/** /dashboard/events/{id}/security, inside the dashboard layout. */
export const securityRoutes = (
  <CustomRoutes key="security-agents">
    <Route path="/events/:id/security" element={<SecurityAgentsPage />} />
  </CustomRoutes>
);
