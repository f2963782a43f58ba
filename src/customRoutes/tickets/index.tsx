import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { CustomRoutes } from 'react-admin';

const TicketCreatePage = lazy(() => import('./TicketCreatePage'));
const TicketDetailPage = lazy(() => import('./TicketDetailPage'));

/** Ticket creation for an event and one ticket's detail (opened in a new tab). */
export const ticketPagesRoutes = (
  <CustomRoutes key="ticketPages">
    <Route path="/tickets/event/:id/create" element={<TicketCreatePage />} />
    <Route path="/tickets/:ticketId" element={<TicketDetailPage />} />
  </CustomRoutes>
);
