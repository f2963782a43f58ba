import { knownExtensions, type Extension } from '../../contract/extensions';
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
 * What the server offers beyond SPEC §7 (./scannerCapabilities.ts), learned once after the login and
 * kept beside the session: the scanner reopens offline knowing it, and a new login learns it again.
 */
const capabilitiesKey = (agentId: string) => `scannerCapabilities:${agentId}`;

/** The stored list, or null when not learned yet. */
export function loadScannerCapabilities(agentId: string): Extension[] | null {
  try {
    const raw =
      localStorage.getItem(capabilitiesKey(agentId)) ?? sessionStorage.getItem(capabilitiesKey(agentId));
    return raw ? knownExtensions(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveScannerCapabilities(agentId: string, list: Extension[]) {
  try {
    localStorage.setItem(capabilitiesKey(agentId), JSON.stringify(list));
  } catch {
    sessionStorage.setItem(capabilitiesKey(agentId), JSON.stringify(list));
  }
}

function clearScannerCapabilities(agentId: string) {
  localStorage.removeItem(capabilitiesKey(agentId));
  sessionStorage.removeItem(capabilitiesKey(agentId));
}
