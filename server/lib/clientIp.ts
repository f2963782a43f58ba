import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The peer address; X-Forwarded-For is trusted only when TRUST_PROXY is set (behind our own proxy). */
export function clientIp(c: Context): string {
  if (process.env.TRUST_PROXY) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
