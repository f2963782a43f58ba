import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw';
import { forgetCapabilities } from '../../src/authProvider/capabilities';

// Screens load through react-query and lazy chunks: give findBy* room on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  // Each test is a new session: what the server offers is asked again.
  forgetCapabilities();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
