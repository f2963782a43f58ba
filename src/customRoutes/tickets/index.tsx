import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';
import { RequireAccess } from '../../layout/RequireAccess';

const TicketCreatePage = lazy(() => import('./TicketCreatePage'));
const TicketDetailPage = lazy(() => import('./TicketDetailPage'));

/** Ticket creation for an event and one ticket's detail (opened in a new tab), for the roles that have them. */
export const ticketPagesRoutes = (
  <CustomRoutes key="ticketPages">
    <Route
      path="/tickets/event/:id/create"
      element={
        <RequireAccess resource="tickets" action="create">
          <TicketCreatePage />
        </RequireAccess>
      }
    />
    <Route
      path="/tickets/:ticketId"
      element={
        <RequireAccess resource="tickets" action="show">
          <TicketDetailPage />
        </RequireAccess>
      }
    />
  </CustomRoutes>
);
