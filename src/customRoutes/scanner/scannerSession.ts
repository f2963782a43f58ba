import type { AgentSession } from './types';

/** The agent session survives a reload of the tab (sessionStorage), one entry per agent. */
const key = (agentId: string) => `scannerSession:${agentId}`;

export function loadScannerSession(agentId: string): AgentSession | null {
  try {
    const raw = sessionStorage.getItem(key(agentId));
    const parsed = raw ? (JSON.parse(raw) as AgentSession) : null;
    return parsed?.agent?._id && parsed.event?._id ? parsed : null;
  } catch {
    return null;
  }
}

export function saveScannerSession(agentId: string, session: AgentSession) {
  sessionStorage.setItem(key(agentId), JSON.stringify(session));
}

export function clearScannerSession(agentId: string) {
  sessionStorage.removeItem(key(agentId));
}
