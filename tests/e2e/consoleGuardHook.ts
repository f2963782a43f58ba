import { afterEach } from 'vitest';
import { takeConsoleProblems } from './consoleGuard';

// Set up for every e2e file (vitest.e2e.config.ts): a test after which a page logged an error fails.
afterEach(() => {
  const problems = takeConsoleProblems();
  if (problems.length) throw new Error(`The browser logged errors:\n${problems.join('\n')}`);
});
