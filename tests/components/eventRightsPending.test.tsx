import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { memoryStore, type AuthProvider } from 'ra-core';
import { server, API } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { can } from '../../src/contract/permissions';
import type { StaffRole } from '../../src/contract/staff';
import { EventList } from '../../src/resources/events/EventList';
import { sampleEvent } from './eventsHarness';

/**
 * The events list while react-admin's canAccess has not answered yet: it is drawn once the rights
 * are known, so its action buttons neither flash nor move the cards. A role without them never sees
 * one, not even for a moment (every element the page adds is watched, so one shown then removed counts).
 */

/** The events list's action controls (accessible names) and the right each needs. */
const ACTIONS = [
  { name: 'Create Event', needs: ['events', 'create'] },
  { name: 'Edit', needs: ['events', 'edit'] },
  { name: 'Deactivate', needs: ['events', 'edit'] },
  { name: 'Delete', needs: ['events', 'delete'] },
] as const;

interface Held {
  resource: string;
  action: string;
  answer: () => void;
}

/**
 * The role's react-admin auth provider whose answers the test holds: reading the events list is
 * answered at once (the cards load), every other right waits until `release()`, and is answered at
 * once after it.
 */
function heldAccess(role: StaffRole) {
  const held: Held[] = [];
  let released = false;
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(),
    canAccess: ({ resource, action }) => {
      const answer = can(role, resource, action);
      if (released || (resource === 'events' && action === 'list')) return Promise.resolve(answer);
      return new Promise<boolean>((resolve) =>
        held.push({ resource, action, answer: () => resolve(answer) }),
      );
    },
  };
  const release = () => {
    released = true;
    held.splice(0).forEach((check) => check.answer());
  };
  return { authProvider, held, release };
}

/** Every link and button's name the page has ever put into the document. */
function watchControls() {
  const seen = new Set<string>();
  const note = (node: Node) => {
    if (!(node instanceof Element)) return;
    const controls = [node, ...node.querySelectorAll('a, button')].filter((el) => el.matches('a, button'));
    for (const control of controls)
      seen.add((control.getAttribute('aria-label') ?? control.textContent ?? '').trim());
  };
  const observer = new MutationObserver((mutations) => mutations.forEach((m) => m.addedNodes.forEach(note)));
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

let stopWatching: () => void = () => undefined;
afterEach(() => stopWatching());

function openEventsList(authProvider: AuthProvider) {
  localStorage.setItem('token', 'tok');
  server.use(
    http.get(`${API}/api/events`, () =>
      HttpResponse.json({ data: [{ ...sampleEvent, _id: 'e1' }], pagination: { pages: 1 } }),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/dashboard/events']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
        basename="/dashboard"
      >
        <ResourceContextProvider value="events">
          <Routes>
            <Route path="/dashboard/events" element={<EventList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the events list while the rights are pending', () => {
  it.each(['door', 'owner'] as const)(
    '%s: an action button shows only once the role is known to have it',
    async (role) => {
      const watch = watchControls();
      stopWatching = watch.stop;
      const access = heldAccess(role);
      openEventsList(access.authProvider);

      // While the rights are unanswered the page says it is loading: no card, no action button.
      await waitFor(() =>
        expect(access.held.some((c) => c.resource === 'events' && c.action === 'edit')).toBe(true),
      );
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Sahara Nights' })).toBeNull();
      for (const control of ACTIONS)
        expect(watch.seen.has(control.name), `${control.name} while pending`).toBe(false);

      // The answers arrive: the cards are drawn with their buttons as they stay; the Statistics link
      // and the export (rights both roles have) show they are drawn.
      await act(async () => access.release());
      await screen.findByRole('heading', { name: 'Sahara Nights' });
      await screen.findByRole('link', { name: 'Statistics' });
      await screen.findByRole('button', { name: /^Export/ });
      await act(async () => undefined);
      for (const control of ACTIONS) {
        const [resource, action] = control.needs;
        const allowed = can(role, resource, action);
        if (allowed) await waitFor(() => expect(watch.seen.has(control.name), control.name).toBe(true));
        else expect(watch.seen.has(control.name), `${control.name} ever shown`).toBe(false);
      }
    },
  );
});
