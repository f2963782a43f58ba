import { eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { managedUsers, users } from '../db/schema';
import { writeJournal, type JournalEntryInput } from '../money/journal';
import { millimesToDecimal, toMillimes } from '../../src/contract/money';

/**
 * The seeded balances enter the journal as opening entries (0 → balance), so that replaying the
 * journal from zero finds every balance. The agency sees its own and its managed users' openings.
 * They go through writeJournal like every other entry, so the demo's chain verifies.
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
  const byAccount = new Map<string, JournalEntryInput[]>();
  for (const u of rows) {
    const accountId = u.id === agencyId || managed.has(u.id) ? agencyId : u.id;
    const entries = byAccount.get(accountId) ?? [];
    entries.push({
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
    });
    byAccount.set(accountId, entries);
  }
  for (const [accountId, entries] of byAccount) {
    await writeJournal(db, { accountId, actorId: null, actor: 'system' }, entries);
  }
}
