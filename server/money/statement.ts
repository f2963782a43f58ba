import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { transactions, users } from '../db/schema';
import type { UserRow } from '../env';
import { buildStatement } from '../../src/lib/statement';
import { zonedInstant } from '../../src/lib/timeZone';
import type { ApiStatement, StatementPeriod } from '../../src/contract/statements';
import { dayAfter } from './periods';

const holderName = (u: UserRow) =>
  u.companyName || [u.firstName, u.lastName].filter(Boolean).join(' ') || u.phoneNumber || u.id;

/**
 * The statement of `holderId`'s balance over `period` (calendar days of `zone`, both included):
 * its completed movements with a running balance. The holder's row is locked FOR SHARE first, so no
 * transfer touching this balance is half-seen: the balance and the movements are read as one state,
 * and the closing balance of a period ending today is the balance itself.
 */
export async function readStatement(
  db: Db,
  holderId: string,
  period: StatementPeriod,
  zone: string,
): Promise<ApiStatement | null> {
  const start = zonedInstant(period.from, '00:00', zone);
  const end = zonedInstant(dayAfter(period.to).toISOString().slice(0, 10), '00:00', zone);
  return db.transaction(async (tx) => {
    const [holder] = await tx.select().from(users).where(eq(users.id, holderId)).for('share');
    if (!holder) return null;
    const rows = await tx
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, holderId),
          eq(transactions.status, 'COMPLETED'),
          gte(transactions.createdAt, start),
        ),
      )
      .orderBy(asc(transactions.createdAt), asc(transactions.id));
    const movements = rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      direction: r.type === 'RECEIVE' ? ('in' as const) : ('out' as const),
      amount: r.amount,
      row: r,
    }));
    const figures = buildStatement(holder.balance, movements, start, end);
    return {
      holder: { id: holder.id, name: holderName(holder), phoneNumber: holder.phoneNumber ?? null },
      from: period.from,
      to: period.to,
      openingBalance: figures.openingBalance,
      totalIn: figures.totalIn,
      totalOut: figures.totalOut,
      closingBalance: figures.closingBalance,
      lines: figures.rows.map(({ movement: { row }, credit, debit, balance }) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        transactionCode: row.transactionCode,
        counterparty: row.type === 'RECEIVE' ? row.senderName : row.receiverName,
        description: row.description,
        credit,
        debit,
        balance,
        transferId: row.transferId,
        reversesTransferId: row.reversesTransferId ?? null,
      })),
    };
  });
}
