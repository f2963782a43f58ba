import { HttpError } from 'ra-core';
import { httpClient } from './httpClient';
import { serverMessage } from './request';
import {
  CAPABILITIES_PATH,
  knownExtensions,
  type CapabilitiesResponse,
  type Extension,
} from '../contract/extensions';

/**
 * A call the server does not have: 404 with no message of its own (`{"message":"Not found"}`, or a
 * page that is not JSON). A record that is not there says so ("Ticket not found"): not this.
 */
export function isMissingRoute(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 404) return false;
  const message = serverMessage(error.body);
  return message === '' || message === 'Not found';
}

/**
 * GET /api/capabilities: what this server offers beyond SPEC §7. A server without the call (the
 * production API) speaks SPEC only. Public (no token): the dashboard, the password pages and the
 * scanner ask the same question. Any other failure rejects, for the caller to retry later.
 */
export async function fetchCapabilities(): Promise<Extension[]> {
  try {
    const answer = await httpClient<CapabilitiesResponse>(CAPABILITIES_PATH, { token: null });
    return knownExtensions(answer?.extensions);
  } catch (error) {
    if (isMissingRoute(error)) return [];
    throw error;
  }
}
