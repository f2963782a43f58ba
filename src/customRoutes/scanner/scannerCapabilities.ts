import { httpClient } from '../../api/httpClient';
import { CAPABILITIES_PATH, knownExtensions, type Extension } from '../../contract/extensions';
import { capabilitiesKey } from './scannerSession';
import type { AgentSession } from './types';

/**
 * What the server offers beyond SPEC §7, learned once after the agent's login and kept on the device
 * beside the agent's session (cleared with it): the scanner reopens offline knowing it.
 * The stored list, or null when not learned yet.
 */
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

/**
 * `GET /api/capabilities` with the agent's token. A 404 is a server of SPEC §7 only (no extension);
 * any other failure throws (not known yet: asked again later).
 */
export async function fetchScannerCapabilities(session: AgentSession): Promise<Extension[]> {
  try {
    const body = await httpClient<{ extensions?: unknown; data?: { extensions?: unknown } }>(
      CAPABILITIES_PATH,
      { token: session.token ?? null },
    );
    return knownExtensions(body?.extensions ?? body?.data?.extensions);
  } catch (err) {
    if ((err as { status?: number }).status === 404) return [];
    throw err;
  }
}
