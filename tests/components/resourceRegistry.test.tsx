import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { isValidElement } from 'react';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { server, API, offerExtensions } from '../setup/msw';
import { RESOURCES, RESOURCE_NAMES } from '../../src/resources';
import { dashboardRoutes } from '../../src/dashboardRoutes';
import { dataProvider } from '../../src/dataProvider';
import { simpleRestResource } from '../../src/dataProvider/simpleRest';
import { STANDARD_METHODS } from '../../src/dataProvider/resourceProvider';
import { dashboardAuthProvider } from '../../src/authProvider/dashboardAuthProvider';
import { app as enApp } from '../../src/i18n/en';
import { app as frApp } from '../../src/i18n/fr';
import { renderDashboardMenu } from './menuHarness';

const listParams = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

const lookup = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/** The side menu over the registered resources, on a server offering every extension. */
function renderMenu() {
  localStorage.setItem('token', 'tok');
  offerExtensions('journal', 'subscriptions', 'payments', 'approvals', 'members');
  server.use(
    http.get(`${API}/api/events/current`, () => HttpResponse.json({ data: null })),
    // The Approvals entry counts what waits (none here).
    http.get(`${API}/api/approvals`, () =>
      HttpResponse.json([], { headers: { 'Content-Range': 'approvals 0-0/0' } }),
    ),
  );
  const definitions = Object.fromEntries(
    RESOURCES.map(({ name, icon }) => [name, { name, icon, hasList: true }]),
  );
  return renderDashboardMenu({ authProvider: dashboardAuthProvider, definitions });
}

describe('the resource registry (src/resources) drives the dashboard', () => {
  it('registers one <Resource> per definition, with a list screen and none of the registry-only keys', () => {
    const resources = dashboardRoutes.filter((route) => isValidElement(route) && route.type === Resource);
    expect(resources.map((route) => (route.props as { name: string }).name)).toEqual([...RESOURCE_NAMES]);
    for (const route of resources) {
      const props = route.props as Record<string, unknown>;
      expect(props.list, String(props.name)).toBeDefined();
      expect(props.icon, String(props.name)).toBeDefined();
      for (const key of ['menu', 'extension', 'dataProvider'])
        expect(props, String(props.name)).not.toHaveProperty(key);
    }
  });

  it('gives every resource a menu entry, in the registry order, unless its definition says none', async () => {
    renderMenu();
    // The last entry appears once the server's offer is known (react-admin's canAccess).
    await screen.findByRole('menuitem', { name: /Members/ });
    const hrefs = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    const inMenu = RESOURCES.filter(({ menu }) => menu !== false).map(({ name }) => `/dashboard/${name}`);
    expect(hrefs.filter((href) => inMenu.includes(href ?? ''))).toEqual(inMenu);
    for (const { name } of RESOURCES.filter(({ menu }) => menu === false))
      expect(hrefs, name).not.toContain(`/dashboard/${name}`);
  });

  it('names every resource (and any menu label of its own) in the English and French catalogs', () => {
    for (const { name, menu } of RESOURCES) {
      for (const catalog of [enApp, frApp]) {
        expect(typeof lookup(catalog, `resources.${name}.name`), name).toBe('string');
        if (menu) expect(typeof lookup(catalog, menu.primaryText), menu.primaryText).toBe('string');
      }
    }
  });

  it('gives every registered resource a provider (its own, else simple-REST), and refuses a name it does not have', async () => {
    for (const { name, dataProvider: load } of RESOURCES) {
      const provider = load ? await load() : simpleRestResource(name);
      for (const method of STANDARD_METHODS)
        expect(typeof provider[method], `${name}.${method}`).toBe('function');
    }
    await expect(async () => dataProvider.getList('cars', listParams)).rejects.toThrow(
      'Unknown resource: cars',
    );
  });

  it('reads a resource without a provider of its own through simple-REST, only when its extension is offered', async () => {
    localStorage.setItem('token', 'tok');
    // Not offered (SPEC's API): the list is empty and no call leaves.
    expect(await dataProvider.getList('journal', listParams)).toEqual({ data: [], total: 0 });

    offerExtensions('journal');
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/api/journal`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json([{ id: 'j1', action: 'funds_added' }], {
          headers: { 'Content-Range': 'journal 0-0/1', 'Access-Control-Expose-Headers': 'Content-Range' },
        });
      }),
    );
    // A new session asks the server's offer again.
    localStorage.setItem('token', 'tok2');
    const { data, total } = await dataProvider.getList('journal', listParams);
    expect(data).toEqual([{ id: 'j1', action: 'funds_added' }]);
    expect(total).toBe(1);
    expect(seen[0].searchParams.get('range')).toBe('[0,9]');
  });

  it('keeps resource folders apart: no folder imports another', () => {
    const root = join(process.cwd(), 'src/resources');
    const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const crossings: string[] = [];
    for (const folder of folders) {
      // Subfolders too: a file deeper in a resource's folder may not reach another resource either.
      const files = readdirSync(join(root, folder.name), { recursive: true, withFileTypes: true });
      for (const file of files.filter((entry) => entry.isFile())) {
        const path = join(file.parentPath, file.name);
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
          const target = relative(root, resolve(file.parentPath, match[1])).split(sep)[0];
          if (target !== folder.name && folders.some((other) => other.name === target))
            crossings.push(`${relative(root, path)} → ${target}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});
