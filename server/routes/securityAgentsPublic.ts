import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { events, securityAgents } from '../db/schema';
import { readJson } from '../lib/validation';
import { agentLoginBody } from '../../src/contract/auth';
import { forbidden, unauthorized } from '../lib/httpError';
import { verifyPassword } from '../auth/password';
import { signToken } from '../auth/tokens';
import { reserveSignIn } from '../auth/attempts';
import { clientIp } from '../lib/clientIp';
import { AGENT_INACTIVE_MESSAGE } from '../scan/agentSession';
import { writeJournal } from '../money/journal';
import { EVENT_CLOSED } from '../../src/contract/events';

export const AGENT_LOGIN_FAILED = 'Invalid credentials';

/** The scanner's login: agentId from the URL plus the agent's password. */
export function securityAgentPublicRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const { agentId, password } = await readJson(c, agentLoginBody);
    // Same limiter and limits as the dashboard login, on separate keys; counted before bcrypt runs.
    const attempt = await reserveSignIn(
      deps.loginLimiter,
      'agent-login',
      agentId,
      clientIp(c),
      deps.config.loginRateLimit.max,
    );
    const [agent] = await deps.db
      .select()
      .from(securityAgents)
      .where(eq(securityAgents.agentId, agentId))
      .limit(1);
    // An unknown agentId is compared against a dummy hash: same time as a wrong password.
    if (!(await verifyPassword(password, agent?.passwordHash)) || !agent)
      throw unauthorized(AGENT_LOGIN_FAILED);
    if (!agent.isActive) throw forbidden(AGENT_INACTIVE_MESSAGE);
    await attempt.succeeded();
    const [event] = await deps.db
      .select({ _id: events.id, name: events.name, isActive: events.isActive, ownerId: events.ownerId })
      .from(events)
      .where(eq(events.id, agent.eventId))
      .limit(1);
    // A deactivated event's door is closed: the agent is told so, and no session is opened.
    if (!event?.isActive) throw forbidden(EVENT_CLOSED);
    await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(securityAgents)
        .set({ loginCount: sql`${securityAgents.loginCount} + 1`, lastLogin: new Date() })
        .where(eq(securityAgents.id, agent.id))
        .returning({ id: securityAgents.id, loginCount: securityAgents.loginCount });
      if (!updated) throw unauthorized(AGENT_LOGIN_FAILED);
      // The sign-in is in the event owner's journal, in the agent's name.
      await writeJournal(tx, { accountId: event.ownerId, actorId: agent.id, actor: agent.name }, [
        {
          action: 'agent.signed_in',
          entity: 'security-agent',
          entityId: agent.id,
          before: null,
          after: {
            name: agent.name,
            agentId: agent.agentId,
            loginCount: updated.loginCount,
            ip: clientIp(c),
          },
        },
      ]);
    });
    // Extension: a session token for the ticket list and scans, valid for this agent and event only.
    const token = await signToken(
      deps.config.jwtSecret,
      { kind: 'agent', sub: agent.id, eventId: agent.eventId, sv: agent.sessionVersion },
      deps.config.tokenTtlSeconds,
    );
    return c.json({
      success: true,
      data: {
        agent: { _id: agent.id, agentId: agent.agentId, name: agent.name },
        event: { _id: event._id, name: event.name },
        token,
      },
    });
  });

  return app;
}
