import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw';
import { loadPublicNamespaces, PUBLIC_NAMESPACES } from '../../src/i18n/publicCatalog';

// Screens load through react-query and lazy chunks: give findBy* room on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The public pages' texts are fetched on demand in the app (src/i18n/publicCatalog.ts); tests
// render pages directly, so every language is there from the start, as before.
beforeAll(() =>
  Promise.all((['default', 'en', 'fr'] as const).map((l) => loadPublicNamespaces(l, PUBLIC_NAMESPACES))),
);
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
