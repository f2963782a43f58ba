import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { events, securityAgents } from '../db/schema';
import { EVENT_CLOSED } from '../../src/contract/events';
import { readAgentToken } from '../auth/middleware';
import { forbidden, unauthorized } from '../lib/httpError';
import { checkDevice } from '../devices/deviceSession';

export const AGENT_INACTIVE_MESSAGE = 'This security agent is inactive';
export const AGENT_SESSION_REQUIRED = 'Agent session required, please log in to the scanner';
export const AGENT_SESSION_EXPIRED = 'Agent session expired, please log in again';

/**
 * The scanner's calls need the agent session token from the public login. The agent must still
 * exist and be active, and the token be of its current session version: deactivating, deleting or
 * setting a new password ends its sessions at once, and so does deactivating its event.
 */
export const requireAgentSession = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = await readAgentToken(deps, c.req.header('Authorization'));
    if (!session) throw unauthorized(AGENT_SESSION_REQUIRED);
    const [row] = await deps.db
      .select({ agent: securityAgents, eventActive: events.isActive })
      .from(securityAgents)
      .leftJoin(events, eq(events.id, securityAgents.eventId))
      .where(eq(securityAgents.id, session.agentDbId))
      .limit(1);
    const agent = row?.agent;
    if (!agent || agent.eventId !== session.eventId) throw unauthorized(AGENT_SESSION_EXPIRED);
    if (!agent.isActive) throw forbidden(AGENT_INACTIVE_MESSAGE);
    // Signed before a deactivation or a new password: reactivating the agent does not revive it.
    if (agent.sessionVersion !== session.sessionVersion) throw unauthorized(AGENT_SESSION_EXPIRED);
    // The event was deactivated since the login: the scanner is told the door is closed.
    if (!row.eventActive) throw forbidden(EVENT_CLOSED);
    // An enrolled phone's session (extension `devices`) ends when the organiser revokes the phone.
    await checkDevice(deps.db, session);
    c.set('agent', {
      agentDbId: agent.id,
      eventId: agent.eventId,
      sessionVersion: agent.sessionVersion,
      ...(session.deviceId ? { deviceId: session.deviceId } : {}),
    });
    await next();
  });
