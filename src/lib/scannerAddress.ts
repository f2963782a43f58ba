/**
 * The door scanner's addresses (SPEC §2): `/security-scanner/{agentId}`, and `/security-scanner`
 * alone, which shows 'Access Denied'. The server sends the scanner's own page for exactly these.
 */
export const SCANNER_PAGE_PATH = /^\/security-scanner(?:\/([^/]+))?\/?$/;

/** The agent id in a scanner address; undefined when the address has none (or is not one). */
export function agentIdFromPath(pathname: string): string | undefined {
  const id = SCANNER_PAGE_PATH.exec(pathname)?.[1];
  if (!id) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined; // a malformed %-escape is no agent id
  }
}
