import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { securityAgents } from '../db/schema';
import { readAgentToken } from '../auth/middleware';
import { bearer } from '../auth/tokens';
import type { AgentSession } from '../env';
import { forbidden, unauthorized } from '../lib/httpError';

export const AGENT_INACTIVE_MESSAGE = 'This security agent is inactive';
export const AGENT_SESSION_REQUIRED = 'Agent session required, please log in to the scanner';
export const AGENT_SESSION_EXPIRED = 'Agent session expired, please log in again';

/**
 * The scanner's calls need the agent session token from the public login. The agent must still
 * exist and be active: deactivating or deleting an agent ends its sessions at once.
 */
export const requireAgentSession = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = await readAgentToken(deps, c.req.header('Authorization'));
    if (!session) throw unauthorized(AGENT_SESSION_REQUIRED);
    const [agent] = await deps.db
      .select()
      .from(securityAgents)
      .where(eq(securityAgents.id, session.agentDbId))
      .limit(1);
    if (!agent || agent.eventId !== session.eventId) throw unauthorized(AGENT_SESSION_EXPIRED);
    if (!agent.isActive) throw forbidden(AGENT_INACTIVE_MESSAGE);
    c.set('agent', { agentDbId: agent.id, eventId: agent.eventId });
    await next();
  });

const VERIFIED_CAPACITY = 5_000;

/**
 * The claims of agent session tokens already verified, by token: checking an HS256 signature with
 * WebCrypto is a noticeable share of a scan's CPU time, paid again by every scan of a session. A token's signature and claims never change, so
 * this only remembers the result of a pure check; the expiry is checked again at every use, and
 * whether the agent still exists and is active is checked by the scan itself. Only tokens that
 * verified are kept (a forged token costs a full check every time), at most VERIFIED_CAPACITY.
 */
export function verifiedAgentTokens(deps: AppDeps) {
  const verified = new Map<string, AgentSession & { exp: number }>();
  return async (header: string | undefined): Promise<AgentSession | null> => {
    const token = bearer(header);
    if (!token) return null;
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return { agentDbId: known.agentDbId, eventId: known.eventId };
      verified.delete(token);
      return null;
    }
    const session = await readAgentToken(deps, header);
    if (!session) return null;
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp;
    if (typeof exp === 'number') {
      if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
      verified.set(token, { ...session, exp });
    }
    return session;
  };
}
