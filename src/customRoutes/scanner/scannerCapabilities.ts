import { httpClient } from '../../api/httpClient';
import { CAPABILITIES_PATH, knownExtensions, type Extension } from '../../contract/extensions';
import type { AgentSession } from './types';

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
