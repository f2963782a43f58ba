import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { and, desc, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import type { Db } from '../db/client';
import { requireAgency } from '../auth/middleware';
import { approvals, users } from '../db/schema';
import { parseWith, readJson } from '../lib/validation';
import { listSpec, ordered, simpleRestList, tablePage, type PageOf } from '../lib/simpleRestList';
import { conflict, forbidden, notFound } from '../lib/httpError';
import { nonEmpty } from '../../src/contract/primitives';
import {
  APPROVAL_MESSAGES,
  APPROVAL_STATUSES,
  type ApiApproval,
  type ApprovalKind,
  type ApprovalStatus,
} from '../../src/contract/approvals';
import type { AddFundsBody, BulkAddFundsBody } from '../../src/contract/business';
import { executeAddFunds, executeBulkAddFunds } from '../money/funds';
import { byAccount, writeJournal } from '../money/journal';
import type { Staff } from '../../src/contract/staff';

type ApprovalRow = typeof approvals.$inferSelect;

const isAuthor = (row: ApprovalRow, staff: Staff) => row.authorId === staff.memberId;

const serialize = (row: ApprovalRow, staff: Staff): ApiApproval => {
  const request = row.request as { amount: number; description?: string };
  return {
    id: row.id,
    kind: row.kind as ApprovalKind,
    total: Number(row.total),
    recipients: row.recipients,
    amount: Number(request.amount),
    description: request.description ?? '',
    author: row.author,
    mine: isAuthor(row, staff),
    status: row.status as ApprovalStatus,
    approver: row.approver,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
};

const SORTABLE = {
  createdAt: approvals.createdAt,
  total: approvals.total,
  status: approvals.status,
  author: approvals.author,
} as const;

const approvalFilter = z.object({
  status: z.enum(APPROVAL_STATUSES).optional(),
  /** false: only the movements someone else asked for (what the signed-in person may decide). */
  mine: z.boolean().optional(),
});

const APPROVAL_LIST = listSpec({
  resource: 'approvals',
  sortable: SORTABLE,
  defaultSort: ['createdAt', 'DESC'],
  filter: approvalFilter,
});

/** One page of a business's approvals as `staff` sees them, and how many match. */
async function approvalPage(db: Db, agencyId: string, staff: Staff, page: PageOf<typeof APPROVAL_LIST>) {
  const { sort, filter } = page;
  const where: SQL[] = [eq(approvals.agencyId, agencyId)];
  if (filter.status) where.push(eq(approvals.status, filter.status));
  if (filter.mine !== undefined) {
    const authored = staff.memberId ? eq(approvals.authorId, staff.memberId) : isNull(approvals.authorId);
    const others = staff.memberId
      ? (or(isNull(approvals.authorId), ne(approvals.authorId, staff.memberId)) as SQL)
      : isNotNull(approvals.authorId);
    where.push(filter.mine ? authored : others);
  }
  const order = [ordered(SORTABLE[sort.field], sort.order), desc(approvals.id)];
  const { rows, total } = await tablePage(db, approvals, where, order, page);
  return { rows: rows.map((r) => serialize(r, staff)), total };
}

/**
 * The `approvals` extension: funds movements waiting for a second person, simple-REST. Only the
 * owner and accounts members reach it (src/contract/permissions.ts); neither decides their own.
 */
export function approvalRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('*', requireAgency(deps));

  const idOf = (c: Context<AppEnv>) => parseWith(nonEmpty(24), c.req.param('id'));

  app.get(
    '/',
    simpleRestList(APPROVAL_LIST, (page, c) => approvalPage(db, c.get('user').id, c.get('staff'), page)),
  );

  app.get('/:id', async (c) => {
    const [row] = await db
      .select()
      .from(approvals)
      .where(and(eq(approvals.id, idOf(c)), eq(approvals.agencyId, c.get('user').id)));
    if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
    return c.json(serialize(row, c.get('staff')));
  });

  /**
   * The decision, in one transaction holding the approval's row: a second approver waits, then finds
   * it decided (409). Approval executes the author's request with their Idempotency-Key; a failure
   * (funds short now) rolls everything back: nothing moves and the movement stays pending.
   */
  const decide = (approve: boolean) => async (c: Context<AppEnv>) => {
    const id = idOf(c);
    // No body is needed; one that is sent must still be JSON.
    await readJson(c, z.object({}));
    const business = c.get('user');
    const staff = c.get('staff');
    const decided = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(approvals)
        .where(and(eq(approvals.id, id), eq(approvals.agencyId, business.id)))
        .for('update');
      if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
      if (isAuthor(row, staff)) throw forbidden(APPROVAL_MESSAGES.ownRequest);
      if (row.status !== 'pending') throw conflict(APPROVAL_MESSAGES.decided);
      let result: unknown = null;
      if (approve) {
        const [owner] = await tx.select().from(users).where(eq(users.id, business.id));
        // The journal names both: who asked, then who approved.
        const who = {
          accountId: business.id,
          actorId: staff.memberId ?? business.id,
          actor: `${row.author} / ${staff.name}`,
        };
        const key = row.idempotencyKey ?? `approval:${row.id}`;
        const executed =
          row.kind === 'add_funds'
            ? await executeAddFunds(tx, owner, row.request as AddFundsBody, key, who)
            : await executeBulkAddFunds(tx, owner, row.request as BulkAddFundsBody, key, who);
        result = executed.body;
      } else {
        await writeJournal(tx, byAccount(business), [
          {
            action: 'approval.rejected',
            entity: 'approval',
            entityId: row.id,
            before: { status: 'pending', author: row.author },
            after: { status: 'rejected' },
          },
        ]);
      }
      const [updated] = await tx
        .update(approvals)
        .set({
          status: approve ? 'approved' : 'rejected',
          approverId: staff.memberId,
          approver: staff.name,
          decidedAt: new Date(),
          result,
        })
        .where(eq(approvals.id, row.id))
        .returning();
      return { row: updated, result };
    });
    return c.json({
      ...serialize(decided.row, staff),
      message: approve ? APPROVAL_MESSAGES.approved : APPROVAL_MESSAGES.rejected,
      result: decided.result,
    });
  };

  app.post('/:id/approve', decide(true));
  app.post('/:id/reject', decide(false));
  return app;
}
