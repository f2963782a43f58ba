import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../src/lib/timeZone';
import { DEFAULT_FUNDS_APPROVAL_THRESHOLD } from '../src/contract/approvals';

/** Phone lookups per business (and per address) in 15 minutes: far above typing, far below a scan. */
export const LOOKUP_MAX = 120;

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
  /** Phone lookups (and user additions) per business and per address in 15 minutes. */
  lookupRateLimitMax: number;
  /** IANA time zone of the business (`TIME_ZONE`): event times, scans and dates are on its clock. */
  timeZone: string;
  /** Where password reset mails go out (`SMTP_URL`, e.g. smtp://user:pass@host:587); absent: the link is only logged. */
  smtpUrl?: string;
  /** Sender of those mails (`MAIL_FROM`). */
  mailFrom?: string;
  /** How long an uploaded file no row names is kept before it is deleted (`UPLOAD_GRACE_HOURS`, default 24 h). */
  uploadGraceMs?: number;
  /**
   * `API_PROFILE`: `full` (default) offers SPEC §7 and every extension; `spec` mounts only SPEC §7's
   * calls, as the production API answers them (server/http/specProfile.ts).
   */
  apiProfile?: ApiProfile;
  /**
   * `FUNDS_APPROVAL_THRESHOLD` (TND, default 1000): a funds movement whose total is above it waits for
   * a second person's approval. Absent (the tests' default): every movement runs at once.
   */
  fundsApprovalThreshold?: number;
  /**
   * `TICKET_SIGNING_KEY` (32 bytes: 64 hex characters, or base64): encrypts each event's ticket
   * signing key at rest (extension signedTickets). Absent: generated once in DATA_DIR, like the JWT
   * secret (`ticketSigningKeySource` says which, for the start-up message). Absent here (configs built
   * in code, the tests): derived from the JWT secret (server/signing/keyVault.ts).
   */
  ticketSigningKey?: string;
  ticketSigningKeySource?: 'environment' | 'generated';
}

export const API_PROFILES = ['full', 'spec'] as const;
export type ApiProfile = (typeof API_PROFILES)[number];

/** How long an uploaded file no row names is kept by default: a car form can take a while to fill in. */
export const DEFAULT_UPLOAD_GRACE_HOURS = 24;

/** HS256 needs a key at least as long as its output: shorter ones can be brute-forced offline from one token. */
export const MIN_SECRET_BYTES = 32;

/** JWT secret: from the environment, else generated once and kept in DATA_DIR so tokens survive restarts. */
function resolveJwtSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  const given = env.JWT_SECRET;
  if (given) {
    const bytes = Buffer.byteLength(given, 'utf8');
    if (bytes < MIN_SECRET_BYTES)
      throw new Error(
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long (it has ${bytes}); e.g. openssl rand -hex 32`,
      );
    return given;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Ticket signing keys' encryption key: TICKET_SIGNING_KEY, else generated once and kept in DATA_DIR. */
function resolveTicketSigningKey(dataDir: string, env: NodeJS.ProcessEnv) {
  const given = env.TICKET_SIGNING_KEY;
  if (given) {
    const bytes = /^[0-9a-f]{64}$/i.test(given) ? 32 : Buffer.from(given, 'base64').length;
    if (bytes !== 32)
      throw new Error(
        'TICKET_SIGNING_KEY must be 32 bytes: 64 hex characters or base64 (openssl rand -hex 32)',
      );
    return { ticketSigningKey: given, ticketSigningKeySource: 'environment' as const };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'ticket-signing-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return {
    ticketSigningKey: readFileSync(file, 'utf8').trim(),
    ticketSigningKeySource: 'generated' as const,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const timeZone = env.TIME_ZONE || DEFAULT_TIME_ZONE;
  const graceHours = Number(env.UPLOAD_GRACE_HOURS || DEFAULT_UPLOAD_GRACE_HOURS);
  if (!Number.isFinite(graceHours) || graceHours <= 0)
    throw new Error(
      `UPLOAD_GRACE_HOURS must be a positive number of hours (it is '${env.UPLOAD_GRACE_HOURS}')`,
    );
  const apiProfile = (env.API_PROFILE || 'full') as ApiProfile;
  if (!API_PROFILES.includes(apiProfile))
    throw new Error(`API_PROFILE must be one of ${API_PROFILES.join(', ')} (it is '${env.API_PROFILE}')`);
  if (!isTimeZone(timeZone))
    throw new Error(`TIME_ZONE: unknown time zone '${timeZone}' (e.g. Africa/Tunis)`);
  return {
    port: Number(env.PORT ?? 3000),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: resolveJwtSecret(dataDir, env),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    apiBaseUrl: env.API_BASE_URL ?? '',
    publicUrl: env.PUBLIC_URL || undefined,
    commissionRate: Number(env.COMMISSION_RATE ?? 0.1),
    redisUrl: env.REDIS_URL || undefined,
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10),
      windowMs: Number(env.LOGIN_RATE_LIMIT_WINDOW_MS ?? 15 * 60 * 1000),
    },
    lookupRateLimitMax: Number(env.LOOKUP_RATE_LIMIT_MAX ?? LOOKUP_MAX),
    timeZone,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    uploadGraceMs: graceHours * 3600 * 1000,
    apiProfile,
    fundsApprovalThreshold: fundsThreshold(env.FUNDS_APPROVAL_THRESHOLD),
    ...resolveTicketSigningKey(dataDir, env),
  };
}

function fundsThreshold(raw: string | undefined): number {
  const value = Number(raw || DEFAULT_FUNDS_APPROVAL_THRESHOLD);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`FUNDS_APPROVAL_THRESHOLD must be an amount in TND, 0 or more (it is '${raw}')`);
  return value;
}

/** This deployment's public address, for links sent out (reset mails): PUBLIC_URL, else its own port. */
export function publicOrigin(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}
