import { Hono } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { events, priceTiers } from '../db/schema';
import { scheduleCondition } from '../lib/eventSchedule';
import { serializeEvent } from '../serializers/events';

/** `GET /api/events/current`: the signed-in organiser's event that is live now (start ≤ now ≤ end). */
export function currentEventRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/current', requireAgency(deps), async (c) => {
    const [event] = await deps.db
      .select()
      .from(events)
      .where(
        and(eq(events.ownerId, c.get('user').id), eq(events.isActive, true), scheduleCondition('ongoing')),
      )
      .orderBy(asc(events.startDate), asc(events.startTime))
      .limit(1);
    if (!event) return c.json({ data: null });
    const tiers = await deps.db
      .select()
      .from(priceTiers)
      .where(inArray(priceTiers.eventId, [event.id]));
    return c.json({ data: serializeEvent(event, tiers) });
  });
  return app;
}
