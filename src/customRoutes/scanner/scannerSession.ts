import type { AgentSession } from './types';

/**
 * The agent session stays on the device (localStorage, one entry per agent) until the agent logs
 * out: the scanner reopens, even offline, after one login (issue 17). The session token only
 * reaches that agent's event, and the server still checks the agent at each call.
 */
const key = (agentId: string) => `scannerSession:${agentId}`;

export function loadScannerSession(agentId: string): AgentSession | null {
  try {
    const raw = localStorage.getItem(key(agentId)) ?? sessionStorage.getItem(key(agentId));
    const parsed = raw ? (JSON.parse(raw) as AgentSession) : null;
    return parsed?.agent?._id && parsed.event?._id ? parsed : null;
  } catch {
    return null;
  }
}

export function saveScannerSession(agentId: string, session: AgentSession) {
  try {
    localStorage.setItem(key(agentId), JSON.stringify(session));
  } catch {
    sessionStorage.setItem(key(agentId), JSON.stringify(session));
  }
}

/** Ends the session on the device, and what was learned of the server with it. */
export function clearScannerSession(agentId: string) {
  localStorage.removeItem(key(agentId));
  sessionStorage.removeItem(key(agentId));
  clearScannerCapabilities(agentId);
}

/**
 * What the server offers beyond SPEC §7 (./scannerCapabilities.ts) is kept beside the session under
 * this key, and goes with it: a new login learns it again.
 */
export const capabilitiesKey = (agentId: string) => `scannerCapabilities:${agentId}`;

function clearScannerCapabilities(agentId: string) {
  localStorage.removeItem(capabilitiesKey(agentId));
  sessionStorage.removeItem(capabilitiesKey(agentId));
}

/**
 * The last agent who logged in on this device: the installed app's start address
 * (`/security-scanner/?launch=app`, public/security-scanner/manifest.webmanifest) opens that agent's
 * scanner. Only the public agent id is kept, and it stays after Log out (the login form then asks
 * for the password), so the installed app never opens on 'Access Denied'.
 */
const LAST_AGENT = 'scannerLastAgent';

export function rememberLastAgent(agentId: string) {
  try {
    localStorage.setItem(LAST_AGENT, agentId);
  } catch {
    /* storage refused: the app opens on the address it was installed from */
  }
}

/** The address to show: the launch address leads to the last agent's scanner (and the bar says so). */
export function scannerLaunchPath(location: { pathname: string; search: string }): string {
  const launched = new URLSearchParams(location.search).has('launch');
  if (!launched || /^\/security-scanner\/[^/]+/.test(location.pathname)) return location.pathname;
  let last: string | null = null;
  try {
    last = localStorage.getItem(LAST_AGENT);
  } catch {
    last = null;
  }
  if (!last) return location.pathname;
  const path = `/security-scanner/${encodeURIComponent(last)}`;
  history.replaceState(history.state, '', path);
  return path;
}
