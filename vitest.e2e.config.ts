import { defineConfig } from 'vitest/config';

/** Browser journeys: the built app and API on a fresh DATA_DIR, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // Fails a test after which a page logged a console error or threw (tests/e2e/consoleGuard.ts).
    setupFiles: ['tests/e2e/consoleGuardHook.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
