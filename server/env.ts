import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { RateLimiter } from './auth/rateLimit';
import type { users } from './db/schema';

export type UserRow = typeof users.$inferSelect;

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  loginLimiter: RateLimiter;
  /** Where the reference server "sends" mail it cannot send: reset links are logged. */
  log: (message: string) => void;
}

export interface AgentSession {
  agentDbId: string;
  eventId: string;
}

export type AppEnv = {
  Variables: {
    user: UserRow;
    agent: AgentSession | undefined;
  };
};
