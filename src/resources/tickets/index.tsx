import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';
import { ResourceContextProvider } from 'ra-core';

const TicketList = lazy(() => import('./TicketList').then((m) => ({ default: m.TicketList })));

/** /dashboard/events/{id}/tickets: the tickets resource's list, one event at a time. */
export const ticketsRoutes = (
  <CustomRoutes key="tickets">
    <Route
      path="/events/:id/tickets"
      element={
        <ResourceContextProvider value="tickets">
          <TicketList />
        </ResourceContextProvider>
      }
    />
  </CustomRoutes>
);
