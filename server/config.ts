import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../src/lib/timeZone';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  /** Lifetime of a dashboard session token, in seconds. */
  tokenTtlSeconds: number;
  /** Address the SPA sends its API calls to; empty means same origin. */
  apiBaseUrl: string;
  /** Public address of this deployment, used in QR codes and reset links when set. */
  publicUrl?: string;
  /** Share of a reservation's amount kept by the platform. */
  commissionRate: number;
  redisUrl?: string;
  loginRateLimit: { max: number; windowMs: number };
  /** IANA time zone of the business (`TIME_ZONE`): event times, scans and dates are on its clock. */
  timeZone: string;
}

/** JWT secret: from the environment, else generated once and kept in DATA_DIR so tokens survive restarts. */
function resolveJwtSecret(dataDir: string): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const timeZone = env.TIME_ZONE || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone))
    throw new Error(`TIME_ZONE: unknown time zone '${timeZone}' (e.g. Africa/Tunis)`);
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: resolveJwtSecret(dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    apiBaseUrl: env.API_BASE_URL ?? '',
    publicUrl: env.PUBLIC_URL || undefined,
    commissionRate: Number(env.COMMISSION_RATE ?? 0.1),
    redisUrl: env.REDIS_URL || undefined,
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      windowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 15 * 60 * 1000),
    },
    timeZone,
  };
}

/** This deployment's public address, for links sent out (reset mails): PUBLIC_URL, else its own port. */
export function publicOrigin(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
