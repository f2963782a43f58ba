import { Hono } from 'hono';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { eventStatus } from '../../src/contract/eventStatus';
import { businessTimeZone } from '../lib/localTime';
import { byAccount, writeJournal } from '../money/journal';
import type { AppDeps, AppEnv } from '../env';
import { requireAgency } from '../auth/middleware';
import { events, priceTiers, tickets } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/httpError';
import { newId, newPublicId } from '../lib/ids';
import { readJson } from '../lib/validation';
import {
  SEAT_HOLDING_STATUSES,
  TICKET_SALES_ENDED,
  TICKET_STATUSES,
  ticketCreateBody,
  ticketStatusBody,
} from '../../src/contract/events';
import { serializeTicket } from '../serializers/tickets';
import { EVENT_NOT_FOUND, ownedEvent, pageParams } from './events';
import { eventTicketsPage } from './ticketsPage';

export const TICKET_NOT_FOUND = 'Ticket not found';

/** SPEC §7 ticket calls for organisers, plus ticket creation and one ticket's detail (extensions). */
export function ticketsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAgency(deps));

  app.get('/event/:id', async (c) => {
    const query = c.req.query();
    const { page, limit, offset } = pageParams(query, 20);
    const status = query.status && query.status !== 'all' ? query.status : undefined;
    if (status && !TICKET_STATUSES.includes(status as (typeof TICKET_STATUSES)[number])) {
      await ownedEvent(deps.db, c.req.param('id'), c.get('user').id); // someone else's event stays a 404
      throw badRequest('status must be one of active, used, cancelled, refunded');
    }
    if (!status) {
      // The whole event: one statement, count kept per event and day (see ticketsPage.ts).
      const result = await eventTicketsPage(deps.db, c.req.param('id'), c.get('user').id, offset, limit);
      if (!result) throw notFound(EVENT_NOT_FOUND);
      const { total, rows } = result;
      return c.json({
        data: rows.map(serializeTicket),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      });
    }
    const event = await ownedEvent(deps.db, c.req.param('id'), c.get('user').id);
    const where = and(eq(tickets.eventId, event.id), eq(tickets.status, status));
    const [{ total }] = await deps.db.select({ total: count() }).from(tickets).where(where);
    const rows = await deps.db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.purchaseDate), desc(tickets.id))
      .limit(limit)
      .offset(offset);
    return c.json({
      data: rows.map(serializeTicket),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    });
  });

  app.get('/event/:id/stats', async (c) => {
    const event = await ownedEvent(deps.db, c.req.param('id'), c.get('user').id);
    const [s] = await deps.db
      .select({
        total: sql<number>`count(*)::int`,
        scanned: sql<number>`count(*) filter (where ${tickets.isScanned})::int`,
        revenue: sql<string>`coalesce(sum(${tickets.tierPrice}), 0)::text`,
      })
      .from(tickets)
      .where(and(eq(tickets.eventId, event.id), inArray(tickets.status, [...SEAT_HOLDING_STATUSES])));
    return c.json({
      totalTickets: s.total,
      scannedTickets: s.scanned,
      unscannedTickets: s.total - s.scanned,
      totalRevenue: Number(s.revenue),
    });
  });

  app.post('/event/:id', async (c) => {
    const body = await readJson(c, ticketCreateBody);
    const ownerId = c.get('user').id;
    const eventId = c.req.param('id');
    const ticket = await deps.db.transaction(async (tx) => {
      // Lock order everywhere: event row, then tier rows (event edits do the same).
      const event = await ownedEvent(tx, eventId, ownerId, true);
      if (!event.isActive) throw conflict('This event is not active: activate it before selling tickets');
      // Selling stops at the event's end (SPEC §4's rule on the business's clock).
      if (eventStatus(event, new Date(), businessTimeZone()) === 'ended') throw conflict(TICKET_SALES_ENDED);
      const [tier] = await tx
        .select()
        .from(priceTiers)
        .where(and(eq(priceTiers.eventId, event.id), eq(priceTiers.name, body.priceTier)))
        .limit(1);
      if (!tier) throw badRequest(`Unknown price tier '${body.priceTier}'`);
      const [taken] = await tx
        .update(priceTiers)
        .set({ soldTickets: sql`${priceTiers.soldTickets} + 1` })
        .where(and(eq(priceTiers.id, tier.id), sql`${priceTiers.soldTickets} < ${priceTiers.totalTickets}`))
        .returning({ id: priceTiers.id });
      if (!taken) throw conflict(`The price tier '${tier.name}' is sold out`);
      await tx
        .update(events)
        .set({ totalTicketsSold: sql`${events.totalTicketsSold} + 1` })
        .where(eq(events.id, event.id));
      const [row] = await tx
        .insert(tickets)
        .values({
          id: newId(),
          ticketId: newPublicId('TK'),
          eventId: event.id,
          tierId: tier.id,
          tierName: tier.name,
          tierPrice: tier.price,
          firstName: body.customerInfo.firstName,
          lastName: body.customerInfo.lastName,
          phoneNumber: body.customerInfo.phoneNumber,
          status: 'active',
        })
        .returning();
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'ticket.created',
          entity: 'ticket',
          entityId: row.ticketId,
          before: null,
          after: {
            eventId: event.id,
            event: event.name,
            priceTier: tier.name,
            price: tier.price,
            name: `${row.firstName} ${row.lastName}`,
            phoneNumber: row.phoneNumber,
            status: row.status,
          },
        },
      ]);
      return row;
    });
    return c.json({ message: 'Ticket created successfully', data: serializeTicket(ticket) }, 201);
  });

  app.get('/:ticketId', async (c) => {
    const [row] = await deps.db
      .select({ ticket: tickets, event: events })
      .from(tickets)
      .innerJoin(events, eq(events.id, tickets.eventId))
      .where(and(eq(tickets.ticketId, c.req.param('ticketId')), eq(events.ownerId, c.get('user').id)))
      .limit(1);
    if (!row) throw notFound(TICKET_NOT_FOUND);
    const e = row.event;
    return c.json({
      data: {
        ...serializeTicket(row.ticket),
        event: {
          _id: e.id,
          name: e.name,
          location: { name: e.locationName, address: e.locationAddress },
          startDate: e.startDate,
          endDate: e.endDate,
          startTime: e.startTime,
          endTime: e.endTime,
          color: e.color,
        },
      },
    });
  });

  app.put('/:ticketId/status', async (c) => {
    const { status } = await readJson(c, ticketStatusBody);
    const ownerId = c.get('user').id;
    const ticketId = c.req.param('ticketId');
    const updated = await deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: tickets.id, eventId: tickets.eventId })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(and(eq(tickets.ticketId, ticketId), eq(events.ownerId, ownerId)))
        .limit(1);
      if (!found) throw notFound(TICKET_NOT_FOUND);
      await ownedEvent(tx, found.eventId, ownerId, true);
      const [current] = await tx.select().from(tickets).where(eq(tickets.id, found.id)).for('update');
      const from = current.status;
      const allowed =
        (from === 'active' && status === 'cancelled') || (from === 'cancelled' && status === 'active');
      if (!allowed) {
        throw conflict(
          `A ${from} ticket cannot be set to ${status}: only active → cancelled and cancelled → active are allowed`,
        );
      }
      if (status === 'cancelled') {
        // Cancelling frees the seat.
        if (current.tierId) {
          await tx
            .update(priceTiers)
            .set({ soldTickets: sql`greatest(${priceTiers.soldTickets} - 1, 0)` })
            .where(eq(priceTiers.id, current.tierId));
        }
        await tx
          .update(events)
          .set({ totalTicketsSold: sql`greatest(${events.totalTicketsSold} - 1, 0)` })
          .where(eq(events.id, current.eventId));
      } else {
        if (!current.tierId) throw conflict('The price tier of this ticket no longer exists');
        const [taken] = await tx
          .update(priceTiers)
          .set({ soldTickets: sql`${priceTiers.soldTickets} + 1` })
          .where(
            and(
              eq(priceTiers.id, current.tierId),
              sql`${priceTiers.soldTickets} < ${priceTiers.totalTickets}`,
            ),
          )
          .returning({ id: priceTiers.id });
        if (!taken)
          throw conflict(`The price tier '${current.tierName}' is full: the ticket cannot be reactivated`);
        await tx
          .update(events)
          .set({ totalTicketsSold: sql`${events.totalTicketsSold} + 1` })
          .where(eq(events.id, current.eventId));
      }
      const [row] = await tx.update(tickets).set({ status }).where(eq(tickets.id, current.id)).returning();
      await writeJournal(tx, byAccount(c.get('user')), [
        {
          action: 'ticket.status',
          entity: 'ticket',
          entityId: current.ticketId,
          before: { status: from },
          after: { status },
        },
      ]);
      return row;
    });
    return c.json({ message: 'Ticket status updated successfully', data: serializeTicket(updated) });
  });

  return app;
}
