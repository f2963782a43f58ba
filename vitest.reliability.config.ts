import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: authorization matrix, hostile input, load, crashes. Files run one at a
 * time (they start real server processes and load the CPU); the summary table prints at the end.
 */
export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/globalSetup.ts', 'tests/reliability/lib/summarySetup.ts'],
    fileParallelism: false,
    // Cheap password hashes in-process (real server processes keep the default cost).
    env: { BCRYPT_ROUNDS: '4' },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
