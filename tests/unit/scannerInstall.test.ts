import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberLastAgent, scannerLaunchPath } from '../../src/customRoutes/scanner/scannerSession';
import { agentIdFromPath } from '../../src/lib/scannerAddress';

const manifest = JSON.parse(readFileSync('public/security-scanner/manifest.webmanifest', 'utf8')) as {
  start_url?: string;
  scope: string;
  id?: string;
};

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the installable scanner (web manifest)', () => {
  it('has a start URL inside its scope (Chromium installs only then)', () => {
    expect(manifest.start_url).toBeTruthy();
    const start = new URL(manifest.start_url!, 'https://door.example');
    expect(start.pathname.startsWith(manifest.scope)).toBe(true);
  });

  it("the start URL opens the last agent's scanner, never 'Access Denied'", () => {
    rememberLastAgent('AG-GATEA23456');
    const start = new URL(manifest.start_url!, 'https://door.example');
    const path = scannerLaunchPath({ pathname: start.pathname, search: start.search });
    expect(agentIdFromPath(path)).toBe('AG-GATEA23456');
    // The address bar says where the agent is.
    expect(location.pathname).toBe('/security-scanner/AG-GATEA23456');
  });

  it("the scanner's own addresses are left alone (SPEC: /security-scanner alone is 'Access Denied')", () => {
    rememberLastAgent('AG-GATEA23456');
    expect(scannerLaunchPath({ pathname: '/security-scanner', search: '' })).toBe('/security-scanner');
    expect(scannerLaunchPath({ pathname: '/security-scanner/AG-OTHER', search: '?launch=app' })).toBe(
      '/security-scanner/AG-OTHER',
    );
  });
});
