import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * How many proxies in front of the server append to X-Forwarded-For (`TRUST_PROXY`, a number of hops;
 * `true` counts as 1). 0 or unset: the header is ignored, the peer address is the client.
 */
export function trustedHops(value = process.env.TRUST_PROXY): number {
  if (!value) return 0;
  if (value === 'true') return 1;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * The client address. Each trusted proxy appends the address it received the request from, so the
 * client is the Nth entry from the RIGHT for N hops; whatever the client itself wrote stands further
 * left and is never used (it could be anything, and would become a rate-limit key).
 */
export function clientIp(c: Context): string {
  const hops = trustedHops();
  if (hops > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // Fewer entries than hops: the request skipped a proxy; the leftmost is the furthest one known.
    if (entries.length > 0) return entries[Math.max(0, entries.length - hops)];
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
