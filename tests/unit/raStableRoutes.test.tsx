import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  Resource,
  ResourceDefinitionContextProvider,
  useResourceDefinitionContext,
  type ResourceDefinitions,
} from 'react-admin';
import { RA_ROUTES_MODULE, patchRoutesState } from '../../build/raStableRoutes';
// @ts-expect-error plain ES module without types (build/shims)
import { sameRoutesAndResources } from '../../build/shims/same-routes-and-resources.mjs';
import { dashboardResourceDefinitions, dashboardRoutes } from '../../src/dashboardRoutes';

const root = path.resolve(import.meta.dirname, '../..');
const moduleFile = path.join(root, 'node_modules/ra-core/dist/core/useConfigureAdminRouterFromChildren.js');

describe("react-admin's routes state kept when the children are the same (build/raStableRoutes.ts)", () => {
  it('patches the module react-admin ships, and the build uses the patch', () => {
    expect(RA_ROUTES_MODULE.test(moduleFile)).toBe(true);
    const patched = patchRoutesState(readFileSync(moduleFile, 'utf8'));
    expect(patched).toContain(
      'setRoutesAndResources((previous) => sameRoutesAndResources(previous, newRoutesAndResources) ? previous : newRoutesAndResources);',
    );
    expect(patched).not.toContain('setRoutesAndResources(newRoutesAndResources);');
    expect(readFileSync(path.join(root, 'vite.config.ts'), 'utf8')).toMatch(
      /plugins: \[[^\]]*raStableRoutes\(\)/,
    );
  });

  it('fails the build loudly when react-admin no longer has the statement it replaces', () => {
    expect(() => patchRoutesState('export const nothing = 1;')).toThrow(/not found/);
  });

  it('calls the state the same only when every list holds the same elements in the same order', () => {
    const a = <Resource name="a" />;
    const b = <Resource name="b" />;
    const state = (resources: unknown[], withLayout: unknown[] = []) => ({
      resources,
      customRoutesWithLayout: withLayout,
      customRoutesWithoutLayout: [],
    });
    expect(sameRoutesAndResources(state([a, b]), state([a, b]))).toBe(true);
    expect(sameRoutesAndResources(state([a, b]), state([b, a]))).toBe(false);
    expect(sameRoutesAndResources(state([a, b]), state([a]))).toBe(false);
    expect(sameRoutesAndResources(state([a]), state([<Resource key="a2" name="a" />]))).toBe(false);
    expect(sameRoutesAndResources(state([a], [b]), state([a], []))).toBe(false);
  });
});

describe("the dashboard's resource definitions, known before react-admin registers them", () => {
  it('are exactly what react-admin registers once mounted: its registration changes nothing', () => {
    let seen: ResourceDefinitions | undefined;
    function Register() {
      const { definitions, register } = useResourceDefinitionContext();
      seen = definitions;
      useEffect(() => {
        // As ra-core's useRegisterResources does, with the permissions of an auth provider without getPermissions.
        for (const element of dashboardRoutes) {
          const type = element.type as { registerResource?: (props: unknown, permissions: unknown) => never };
          if (type.registerResource) register(type.registerResource(element.props, []));
        }
      }, [register]);
      return null;
    }
    render(
      <ResourceDefinitionContextProvider definitions={dashboardResourceDefinitions}>
        <Register />
      </ResourceDefinitionContextProvider>,
    );
    expect(seen).toBe(dashboardResourceDefinitions);
    expect(Object.keys(dashboardResourceDefinitions).sort()).toEqual(
      [
        'bank-transfers',
        'events',
        'fleet',
        'journal',
        'payments',
        'reservations',
        'subscriptions',
        'transactions',
        'users',
      ].sort(),
    );
  });
});
