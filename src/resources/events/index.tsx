import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import EventIcon from '@mui/icons-material/Event';
import { EventList } from './EventList';
import { defineResource } from '../defineResource';
import { RequireAccess } from '../../layout/RequireAccess';

// The list is the first screen (/dashboard): it comes with the entry chunk, the rest when opened.
const EventCreate = lazy(() => import('./EventCreate').then((m) => ({ default: m.EventCreate })));
const EventEdit = lazy(() => import('./EventEdit').then((m) => ({ default: m.EventEdit })));
const EventShow = lazy(() => import('./EventShow').then((m) => ({ default: m.EventShow })));

/**
 * The events resource with SPEC §2's routes: list, create, `{id}` = detail and `{id}/edit` = form.
 * Not react-admin's `{id}` = edit / `{id}/show` convention, so edit and show are child routes and
 * the resource only says it has them (links, buttons). The dashboard adds the event's tickets,
 * security agents and statistics pages (`{id}/tickets`, `{id}/security`, `{id}/statistics`) to
 * these children, from their own folders.
 */
const events = defineResource({
  name: 'events',
  list: EventList,
  create: EventCreate,
  hasEdit: true,
  hasShow: true,
  icon: EventIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="show" path=":id" element={<EventShow />} />,
    <Route
      key="edit"
      path=":id/edit"
      element={
        <RequireAccess resource="events" action="edit">
          <EventEdit />
        </RequireAccess>
      }
    />,
    // SPEC §2: unknown paths under the dashboard go to /dashboard (the list route would catch them).
    <Route key="unknown" path=":id/*" element={<Navigate to="/dashboard" replace />} />,
  ],
  dataProvider: () => import('../../dataProvider/events').then((m) => m.eventsDataProvider),
});

export default events;

/** /dashboard (the index): the event list. */
export { EventList as EventsDashboard };
