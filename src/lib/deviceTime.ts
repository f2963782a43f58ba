/**
 * When an offline admission happened, as the server records it: the device's clock, kept between
 * the start of the session that sent it and the moment the server receives it. A phone whose clock
 * is wrong (hours ahead, a day behind) cannot date an entry before its agent logged in or after
 * it was sent; without a device time, the receipt time.
 */
export function boundedDeviceTime(deviceAt: Date | undefined, loginAt: Date | undefined, now: Date): Date {
  if (!deviceAt || Number.isNaN(deviceAt.getTime())) return now;
  const latest = now.getTime();
  const earliest = loginAt && loginAt.getTime() <= latest ? loginAt.getTime() : -Infinity;
  return new Date(Math.min(latest, Math.max(earliest, deviceAt.getTime())));
}

/**
 * When the session a token belongs to began (its `iat`, ISO), read from the token itself: an offline
 * admission sent after a later login still says which login it happened under. Undefined for a
 * token that is not a JWT (or no token: a server without agent tokens).
 */
export function tokenIssuedAt(token: string | null | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' && Number.isFinite(iat) ? new Date(iat * 1000).toISOString() : undefined;
  } catch {
    return undefined;
  }
}
