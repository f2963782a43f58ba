import { eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journal, managedUsers, users } from '../db/schema';
import { newId } from '../lib/ids';
import { millimesToDecimal, toMillimes } from '../../src/contract/money';

/**
 * The seeded balances enter the journal as opening entries (0 → balance), so that replaying the
 * journal from zero finds every balance. The agency sees its own and its managed users' openings.
 */
export async function journalOpeningBalances(db: Db, agencyId: string) {
  const managed = new Set(
    (
      await db
        .select({ userId: managedUsers.userId })
        .from(managedUsers)
        .where(eq(managedUsers.businessId, agencyId))
    ).map((r) => r.userId),
  );
  const rows = await db.select().from(users).where(ne(users.balance, '0')).orderBy(users.id);
  if (rows.length === 0) return;
  await db.insert(journal).values(
    rows.map((u) => ({
      id: newId(),
      accountId: u.id === agencyId || managed.has(u.id) ? agencyId : u.id,
      actorId: null,
      actor: 'system',
      action: 'balance.opening',
      entity: 'balance',
      entityId: u.id,
      before: {
        balance: '0.000',
        name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.companyName || '',
      },
      after: {
        balance: millimesToDecimal(toMillimes(u.balance)),
        description: 'Opening balance of the demo data',
      },
    })),
  );
}
