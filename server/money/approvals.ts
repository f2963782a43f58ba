import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../env';
import type { ServerConfig } from '../config';
import { approvals } from '../db/schema';
import { badRequest } from '../lib/httpError';
import { newId } from '../lib/ids';
import { byAccount, writeJournal } from './journal';
import { checkRecipients } from './funds';
import { millimesToDecimal, toMillimes } from '../../src/contract/money';
import { APPROVAL_MESSAGES, type ApprovalKind, type PendingApproval } from '../../src/contract/approvals';
import type { AddFundsBody, BulkAddFundsBody } from '../../src/contract/business';

const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/**
 * Does a funds movement of `total` millimes wait for a second person? Only where approvals can be
 * given (not on the SPEC-only profile), and only above the threshold (`FUNDS_APPROVAL_THRESHOLD`).
 */
export function approvalNeeded(
  config: Pick<ServerConfig, 'fundsApprovalThreshold' | 'apiProfile'>,
  total: number,
): boolean {
  if (config.apiProfile === 'spec' || config.fundsApprovalThreshold === undefined) return false;
  return total > toMillimes(config.fundsApprovalThreshold);
}

type Held =
  | { kind: 'add_funds'; request: AddFundsBody; phones: string[]; key: string | undefined }
  | { kind: 'bulk_add_funds'; request: BulkAddFundsBody; phones: string[]; key: string | undefined };

/**
 * Records the movement as pending (`202 { approvalId, status: 'pending' }`) instead of executing
 * it. Its recipients are checked now, so an approver sees only movements that can run. The same
 * Idempotency-Key sent again answers the same approval.
 */
export async function holdForApproval(deps: AppDeps, c: Context<AppEnv>, held: Held) {
  const business = c.get('user');
  const staff = c.get('staff');
  if (held.key !== undefined && !KEY_PATTERN.test(held.key))
    throw badRequest('Idempotency-Key must be 8 to 200 letters, digits or - _ . :');
  await checkRecipients(deps.db, business.id, held.phones);
  const amount = toMillimes(held.request.amount);
  const total = amount * held.phones.length;
  const approvalId = await deps.db.transaction(async (tx) => {
    if (held.key) {
      const [known] = await tx
        .select({ id: approvals.id })
        .from(approvals)
        .where(and(eq(approvals.agencyId, business.id), eq(approvals.idempotencyKey, held.key)));
      if (known) return known.id;
    }
    const id = newId();
    await tx.insert(approvals).values({
      id,
      agencyId: business.id,
      kind: held.kind satisfies ApprovalKind,
      request: held.request,
      total: millimesToDecimal(total),
      recipients: held.phones.length,
      idempotencyKey: held.key ?? null,
      authorId: staff.memberId,
      author: staff.name,
    });
    await writeJournal(tx, byAccount(business), [
      {
        action: 'approval.requested',
        entity: 'approval',
        entityId: id,
        before: null,
        after: {
          kind: held.kind,
          amount: millimesToDecimal(amount),
          total: millimesToDecimal(total),
          recipients: held.phones.length,
          description: held.request.description ?? '',
        },
        idempotencyKey: held.key ?? null,
      },
    ]);
    return id;
  });
  return c.json(
    { approvalId, status: 'pending', message: APPROVAL_MESSAGES.pending } satisfies PendingApproval,
    202,
  );
}
