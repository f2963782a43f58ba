import { setupServer } from 'msw/node';

/** One msw server for client tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();

/** jsdom's origin: the SPA calls the API on the same origin by default. */
export const API = 'http://localhost:3000';
