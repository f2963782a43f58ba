import type { Db, Listen } from './db/client';
import type { ServerConfig } from './config';
import type { RateLimiter } from './auth/rateLimit';
import type { users } from './db/schema';
import type { ArrivalCounter } from './http/arrivals';
import type { Staff } from '../src/contract/staff';

export type UserRow = typeof users.$inferSelect;

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  loginLimiter: RateLimiter;
  /**
   * Makes another named failure counter (e.g. agent login) stored where the login limiter is: in this
   * process by default, in Redis when REDIS_URL is set, so that every API instance shares it.
   */
  rateLimiter: (name: string, max: number, windowMs: number) => RateLimiter;
  /** Releases connections the deps hold (Redis); the database is closed by its owner. */
  shutdown?: () => Promise<void>;
  /** The server's log: start notes, and reset links when no SMTP_URL is set. */
  log: (message: string) => void;
  /** Which database `db` is: a few hot paths write differently to the embedded one. */
  databaseKind?: 'pglite' | 'postgres';
  /** While `ready` is false (first start, demo data being written) the API answers 503; absent: ready. */
  readiness?: { ready: boolean };
  /** The database's LISTEN (server/live): absent in deps built without a database of their own. */
  listen?: Listen;
  /** Connections and requests the HTTP server has received; absent when the app runs in-process. */
  arrivals?: ArrivalCounter;
}

export interface AgentSession {
  agentDbId: string;
  eventId: string;
  /** The agent's session version the token was signed with. */
  sessionVersion?: number;
  /** An enrolled scanner device's session (extension `devices`). */
  deviceId?: string;
}

export type AppEnv = {
  Variables: {
    user: UserRow;
    /** Who acts for `user`: the owner, or a member of its team. */
    staff: Staff;
    agent: AgentSession | undefined;
  };
};
