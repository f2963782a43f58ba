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
