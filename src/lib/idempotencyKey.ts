/**
 * A random Idempotency-Key for one money submission. getRandomValues works outside secure contexts
 * too (crypto.randomUUID does not, e.g. on a LAN address over http).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `bo-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
