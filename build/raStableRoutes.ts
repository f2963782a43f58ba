import path from 'node:path';
import type { Plugin } from 'vite';

/** ra-core's module that reads the admin's resources and custom routes from its children. */
export const RA_ROUTES_MODULE = /[\\/]ra-core[\\/]dist[\\/]core[\\/]useConfigureAdminRouterFromChildren\.js$/;

const TARGET = 'setRoutesAndResources(newRoutesAndResources);';
const HELPER = path.resolve(import.meta.dirname, 'shims/same-routes-and-resources.mjs');

/**
 * Once mounted, react-admin reads its children again and stores the result as a new object even
 * when it holds the very same elements. That new state draws the whole page once more, and its new
 * resource list makes every resource unregister and register again, which draws it a second time:
 * on a phone, two more full renders of the events list right after the first one. The patch keeps
 * the previous state when the elements are the same; any real change of the children is stored as
 * before.
 */
export function patchRoutesState(code: string): string {
  if (!code.includes(TARGET))
    throw new Error(
      `raStableRoutes: "${TARGET}" not found in ra-core's useConfigureAdminRouterFromChildren.js (react-admin upgraded?): update build/raStableRoutes.ts`,
    );
  return (
    `import { sameRoutesAndResources } from ${JSON.stringify(HELPER)};\n` +
    code.replace(
      TARGET,
      'setRoutesAndResources((previous) => sameRoutesAndResources(previous, newRoutesAndResources) ? previous : newRoutesAndResources);',
    )
  );
}

export function raStableRoutes(): Plugin {
  return {
    name: 'ra-stable-routes',
    enforce: 'pre',
    transform(code, id) {
      if (!RA_ROUTES_MODULE.test(id.split('?')[0])) return null;
      return { code: patchRoutesState(code), map: null };
    },
  };
}
