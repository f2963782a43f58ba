import { describe, expect, it } from 'vitest';
import { agentIdFromPath, SCANNER_PAGE_PATH } from '../../src/lib/scannerAddress';

describe('scanner addresses', () => {
  it('reads the agent id, decoded, with or without a trailing slash', () => {
    expect(agentIdFromPath('/security-scanner/AG-GATEA23456')).toBe('AG-GATEA23456');
    expect(agentIdFromPath('/security-scanner/AG-GATEA23456/')).toBe('AG-GATEA23456');
    expect(agentIdFromPath('/security-scanner/AG%20X')).toBe('AG X');
  });

  it('has no agent id without one, with a malformed escape, or on other addresses', () => {
    expect(agentIdFromPath('/security-scanner')).toBeUndefined();
    expect(agentIdFromPath('/security-scanner/')).toBeUndefined();
    expect(agentIdFromPath('/security-scanner/%E0%A4%A')).toBeUndefined();
    expect(agentIdFromPath('/security-scanner/a/b')).toBeUndefined();
    expect(agentIdFromPath('/dashboard/security')).toBeUndefined();
  });

  it('names the scanner page addresses and not its files or deeper paths', () => {
    for (const p of [
      '/security-scanner',
      '/security-scanner/',
      '/security-scanner/AG-1',
      '/security-scanner/AG-1/',
    ])
      expect(SCANNER_PAGE_PATH.test(p)).toBe(true);
    // sw.js and the manifest are one segment too: the server serves existing files before pages.
    for (const p of ['/security-scanner/a/b', '/security-scannerX', '/dashboard'])
      expect(SCANNER_PAGE_PATH.test(p)).toBe(false);
  });
});
