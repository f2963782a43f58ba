import { Hono } from 'hono';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { events, priceTiers } from '../db/schema';
import { localDateTime } from '../lib/localTime';
import { serializeEvent } from '../serializers/events';

/** `GET /api/events/current`: the signed-in organiser's event that is live now (start ≤ now ≤ end). */
export function currentEventRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/current', requireAgency(deps), async (c) => {
    const now = localDateTime();
    const [event] = await deps.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.ownerId, c.get('user').id),
          eq(events.isActive, true),
          sql`(${events.startDate}::text || ' ' || ${events.startTime}) <= ${now}`,
          sql`(${events.endDate}::text || ' ' || ${events.endTime}) >= ${now}`,
        ),
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
