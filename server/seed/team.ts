import type { Db } from '../db/client';
import { members } from '../db/schema';
import { hashPassword } from '../auth/password';
import { newId } from '../lib/ids';
import { DEMO_PASSWORD } from './accounts';

/** The demo team's members who sign in (password DEMO_PASSWORD), and one still invited. */
export const DEMO_MEMBERS = [
  { name: 'Amina Rental', email: 'rental@ticketing.tn', role: 'rental' },
  { name: 'Karim Comptable', email: 'accounts@ticketing.tn', role: 'accounts' },
] as const;

export async function seedTeam(db: Db, agencyId: string) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(members)
    .values([
      ...DEMO_MEMBERS.map((m) => ({ id: newId(), agencyId, ...m, passwordHash })),
      { id: newId(), agencyId, name: 'Sami Porte', email: 'door@ticketing.tn', role: 'door' },
    ]);
}
