import type { TestProject } from 'vitest/node';
import { buildApp, startE2eServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    serverLog: string;
  }
}

/**
 * Builds the SPA, starts `npm start`'s server on a fresh DATA_DIR (demo seed included), waits until
 * it answers. `E2E_API_PROFILE=spec` runs it as the production API (SPEC §7 only).
 */
export default async function setup(project: TestProject) {
  buildApp();
  const profile = process.env.E2E_API_PROFILE;
  const server = await startE2eServer(profile ? { API_PROFILE: profile } : {});
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('serverLog', server.log());
  return server.stop;
}
