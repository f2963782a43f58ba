import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import EventIcon from '@mui/icons-material/Event';
import { EventList } from './EventList';

const EventCreate = lazy(() => import('./EventCreate').then((m) => ({ default: m.EventCreate })));
const EventEdit = lazy(() => import('./EventEdit').then((m) => ({ default: m.EventEdit })));
const EventShow = lazy(() => import('./EventShow').then((m) => ({ default: m.EventShow })));

/**
 * The events resource with SPEC §2's routes: list, create, `{id}` = detail and `{id}/edit` = form
 * (not react-admin's `{id}` = edit convention). Tickets and statistics are registered beside it.
 */
export const eventsResource = (
  <Resource
    key="events"
    name="events"
    list={EventList}
    create={EventCreate}
    hasEdit
    hasShow
    icon={EventIcon}
    recordRepresentation="name"
  >
    <Route path=":id" element={<EventShow />} />
    <Route path=":id/edit" element={<EventEdit />} />
    {/* SPEC §2: unknown paths under the dashboard go to /dashboard (the list route would catch them). */}
    <Route path=":id/*" element={<Navigate to="/dashboard" replace />} />
  </Resource>
);

/** /dashboard (the index): the event list. */
export { EventList as EventsDashboard };
