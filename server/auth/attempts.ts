import { HttpError } from '../lib/httpError';
import { tooManyAttemptsMessage, type RateLimiter } from './rateLimit';

/** How long an address stays "known" for an account after a successful sign-in from it. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;
/** Failures from all addresses together, and from one address over all accounts: several times the pair's. */
const WIDE_FACTOR = 5;

export interface ReservedAttempt {
  /** The password was right: the slots go back, the pair's failures are forgiven, the address is known. */
  succeeded(): Promise<void>;
}

/**
 * Reserves a sign-in attempt before the password is checked, or throws 429.
 *
 * Three counters, as identity providers do: per account and address (`max`), per address over all
 * accounts (credential stuffing), and per account over all addresses it never signed in from. The last
 * one stops a distributed guess at one account without locking its owner out: an address the owner
 * signed in from before is not counted there, so strangers failing from elsewhere cannot block it.
 */
export async function reserveSignIn(
  limiter: RateLimiter,
  scope: string,
  account: string,
  address: string,
  max: number,
): Promise<ReservedAttempt> {
  const id = account.toLowerCase();
  const knownKey = `${scope}:known:${id}:${address}`;
  const known = await limiter.knows(knownKey);
  const pairKey = `${scope}:pair:${id}:${address}`;
  const counters: Array<[string, number]> = [
    [pairKey, max],
    [`${scope}:ip:${address}`, max * WIDE_FACTOR],
  ];
  if (!known) counters.push([`${scope}:account:${id}`, max * WIDE_FACTOR]);
  const taken: string[] = [];
  for (const [key, limit] of counters) {
    const wait = await limiter.reserve(key, limit);
    taken.push(key);
    if (wait > 0) {
      // Refused before the check: this attempt occupies no slot.
      await Promise.all(taken.map((k) => limiter.release(k)));
      throw new HttpError(429, tooManyAttemptsMessage(wait));
    }
  }
  return {
    async succeeded() {
      await Promise.all(taken.filter((k) => k !== pairKey).map((k) => limiter.release(k)));
      await limiter.reset(pairKey);
      await limiter.remember(knownKey, KNOWN_ADDRESS_MS);
    },
  };
}

/** Reserves one use of a rate-limited lookup (no refund: every call counts), or throws 429. */
export async function reserveUse(
  limiter: RateLimiter,
  keys: Array<[key: string, max: number]>,
): Promise<void> {
  for (const [key, max] of keys) {
    const wait = await limiter.reserve(key, max);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw new HttpError(429, `Too many requests. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`);
    }
  }
}
