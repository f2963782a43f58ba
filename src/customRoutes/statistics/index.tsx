import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';

const StatisticsPage = lazy(() => import('./StatisticsPage'));

export const statisticsRoutes = (
  <CustomRoutes key="statistics">
    <Route path="/events/:id/statistics" element={<StatisticsPage />} />
  </CustomRoutes>
);
