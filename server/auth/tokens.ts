import { sign, verify } from 'hono/jwt';

/**
 * `sv`: the account's (or agent's) session version when the token was signed (absent in tokens older
 * than it: 0). Bumping the version ends every token signed before. `did`: an enrolled scanner
 * device's session (extension `devices`), refused once the device is revoked. `mid`/`msv`: a team member's
 * token (the business account is `sub`), with the member's own session version.
 */
export type TokenClaims =
  | {
      kind: 'user';
      sub: string;
      role: string;
      sv?: number;
      mid?: string;
      msv?: number;
      iat: number;
      exp: number;
    }
  | { kind: 'agent'; sub: string; eventId: string; sv?: number; did?: string; iat: number; exp: number };

type NewClaims =
  | { kind: 'user'; sub: string; role: string; sv?: number; mid?: string; msv?: number }
  | { kind: 'agent'; sub: string; eventId: string; sv?: number; did?: string };

export async function signToken(secret: string, claims: NewClaims, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return sign({ ...claims, iat, exp: iat + ttlSeconds }, secret, 'HS256');
}

const VERIFIED_CAPACITY = 10_000;
/**
 * Tokens whose signature already verified, with their claims. Checking an HS256 signature through
 * WebCrypto is a noticeable share of a small request's CPU (every dashboard call, every scan), and
 * a token's signature and claims never change: only the expiry depends on the clock, and it is
 * checked again at every use. Forged tokens are never kept, so each costs a full check.
 */
const verified = new Map<string, TokenClaims>();

/** The claims of a valid token, or null when it is missing, expired, forged or malformed. */
export async function readToken(secret: string, token: string | undefined): Promise<TokenClaims | null> {
  if (!token) return null;
  const key = `${secret} ${token}`;
  const known = verified.get(key);
  if (known) {
    if (known.exp * 1000 > Date.now()) return known;
    verified.delete(key);
    return null;
  }
  try {
    const claims = (await verify(token, secret, 'HS256')) as Partial<TokenClaims>;
    if (typeof claims.sub !== 'string' || (claims.kind !== 'user' && claims.kind !== 'agent')) return null;
    // A token that never expires is refused: every token this server signs has one (hono's verify
    // checks `exp` only when it is there).
    if (typeof claims.exp !== 'number') return null;
    if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
    verified.set(key, claims as TokenClaims);
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

export function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
