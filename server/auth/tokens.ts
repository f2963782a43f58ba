import { sign, verify } from 'hono/jwt';

export type TokenClaims =
  | { kind: 'user'; sub: string; role: string; iat: number; exp: number }
  | { kind: 'agent'; sub: string; eventId: string; iat: number; exp: number };

type NewClaims =
  { kind: 'user'; sub: string; role: string } | { kind: 'agent'; sub: string; eventId: string };

export async function signToken(secret: string, claims: NewClaims, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return sign({ ...claims, iat, exp: iat + ttlSeconds }, secret, 'HS256');
}

/** The claims of a valid token, or null when it is missing, expired, forged or malformed. */
export async function readToken(secret: string, token: string | undefined): Promise<TokenClaims | null> {
  if (!token) return null;
  try {
    const claims = (await verify(token, secret, 'HS256')) as Partial<TokenClaims>;
    if (typeof claims.sub !== 'string' || (claims.kind !== 'user' && claims.kind !== 'agent')) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

export function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
