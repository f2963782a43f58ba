import { httpClient } from '../../api/httpClient';
import { signingStatePath } from '../../contract/signedTicketPaths';
import type { SigningStateResponse } from '../../contract/signedTickets';
import type { AgentSession } from './types';

/**
 * GET the event's signing keys and revoked codes (extension signedTickets): all of them, or those
 * after `since`. A SPEC-only server never gets this call (the scanner checks its capabilities first).
 */
export async function fetchSigningState(
  session: AgentSession,
  since: string | null,
  signal?: AbortSignal,
): Promise<SigningStateResponse['data']> {
  // A cursor of 0 (nothing revoked yet) asks for the whole state, as no cursor does.
  const query = since && since !== '0' ? `?since=${encodeURIComponent(since)}` : '';
  const body = await httpClient<SigningStateResponse>(`${signingStatePath(session.event._id)}${query}`, {
    token: session.token ?? null,
    signal,
  });
  return body.data;
}
