import { getToken } from '../api/token';
import { fetchCapabilities, isMissingRoute } from '../api/capabilities';
import type { Extension } from '../contract/extensions';

/**
 * What the server offers beyond SPEC §7, learned once per session (the stored token; none on the
 * public pages) and kept in memory with it. A feature whose call answers 404 later is dropped from
 * the offer for the rest of the session, silently (`whenOffered`).
 */
export type Offer = ReadonlySet<Extension>;

const NOTHING: Offer = new Set();
let sessionKey: string | null = null;
let known: Offer | undefined;
let asking: Promise<Offer> | null = null;
const changes = new Set<() => void>();
const losses = new Set<() => void>();

const notify = (listeners: Set<() => void>) => listeners.forEach((listener) => listener());

/** The session the answer belongs to: a new sign-in asks again. */
function currentSession(): string {
  const key = getToken() ?? '';
  if (key !== sessionKey) {
    sessionKey = key;
    known = undefined;
    asking = null;
  }
  return key;
}

/** The offer, asked once per session. A failure other than a 404 offers nothing now and asks again next time. */
export function loadCapabilities(): Promise<Offer> {
  const key = currentSession();
  if (known) return Promise.resolve(known);
  if (!asking) {
    const call: Promise<Offer> = fetchCapabilities().then(
      (list) => {
        const offer: Offer = new Set(list);
        if (sessionKey === key && asking === call) {
          known = offer;
          notify(changes);
        }
        return offer;
      },
      () => {
        if (asking === call) asking = null;
        return NOTHING;
      },
    );
    asking = call;
  }
  return asking;
}

export const isOffered = async (extension: Extension) => (await loadCapabilities()).has(extension);

/** The offer of this session if already known (for React's useSyncExternalStore), else undefined. */
export function capabilitiesSnapshot(): Offer | undefined {
  return sessionKey === (getToken() ?? '') ? known : undefined;
}

export function subscribeCapabilities(listener: () => void): () => void {
  changes.add(listener);
  return () => changes.delete(listener);
}

/** Told when a feature turned out absent (react-admin's access checks are asked again). */
export function onExtensionLost(listener: () => void): () => void {
  losses.add(listener);
  return () => losses.delete(listener);
}

/** The server answered 404 to this extension's call: it is absent for the rest of the session. */
export function markAbsent(extension: Extension) {
  if (!known?.has(extension)) return;
  known = new Set([...known].filter((e) => e !== extension));
  notify(changes);
  notify(losses);
}

/** Sign-out: the next session asks again. */
export function forgetCapabilities() {
  sessionKey = null;
  known = undefined;
  asking = null;
  notify(changes);
}

/**
 * An extension's call when the server offers it, else `otherwise` (SPEC's own way, or nothing). A
 * 404 from the call marks the extension absent and answers `otherwise` too: no error is shown.
 */
export async function whenOffered<T>(
  extension: Extension,
  call: () => Promise<T>,
  otherwise: () => T | Promise<T>,
): Promise<T> {
  if (!(await isOffered(extension))) return otherwise();
  try {
    return await call();
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    markAbsent(extension);
    return otherwise();
  }
}
