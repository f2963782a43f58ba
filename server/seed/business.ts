import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, managedUsers, transactions, bankTransfers, subscriptionPayments } from '../db/schema';
import { newId } from '../lib/ids';
import { millimesToDecimal } from '../../src/contract/money';
import { CUSTOMER_ROLE } from '../../src/contract/roles';
import { FIRST_NAMES, LAST_NAMES, createRandom, daysFromNow, phoneNumber, type Random } from './random';
import { transactionCode } from '../../src/contract/transactionCode';
import { documentPicture } from './png';
import { saveUpload } from '../uploads/store';
import { localDate } from '../lib/localTime';

/**
 * Invoice numbers '{prefix}-{year}-{00000}' given in date order within each year of the business's
 * calendar, so a later invoice never carries a smaller number. Returned in the order of `dates`.
 */
export function numberInDateOrder(dates: readonly Date[], prefix: string, first: number): string[] {
  const next = new Map<string, number>();
  const numbers: string[] = new Array<string>(dates.length);
  const order = dates.map((d, i) => ({ d, i })).sort((a, b) => a.d.getTime() - b.d.getTime());
  for (const { d, i } of order) {
    const year = localDate(d).slice(0, 4);
    const n = next.get(year) ?? first;
    next.set(year, n + 1);
    numbers[i] = `${prefix}-${year}-${String(n).padStart(5, '0')}`;
  }
  return numbers;
}

export async function seedBusiness(db: Db, rnd: Random, dataDir: string, businessId: string) {
  const phones = new Set<string>(['71234567', '98765432']);
  const platformUsers = Array.from({ length: 40 }, (_, i) => {
    const firstName = FIRST_NAMES[(i * 7) % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(i * 11) % LAST_NAMES.length];
    return {
      id: newId(),
      role: CUSTOMER_ROLE,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${i}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@mail.tn',
      phoneNumber: phoneNumber(rnd, phones),
      balance: '0.000',
      isVerified: rnd.chance(0.8),
      isProfileComplete: rnd.chance(0.7),
      birthDate: `${rnd.int(1970, 2005)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
      sexe: i % 2 === 0 ? 'M' : 'F',
      createdAt: daysFromNow(-rnd.int(100, 400)),
    };
  });
  await db.insert(users).values(platformUsers);
  // The first 30 are this business's users; the other 10 exist on the platform and can be added by phone.
  const managed = platformUsers.slice(0, 30);
  await db.insert(managedUsers).values(
    managed.map((u) => ({
      id: newId(),
      businessId,
      userId: u.id,
      createdAt: daysFromNow(-rnd.int(60, 95)),
    })),
  );

  const [business] = await db.select().from(users).where(eq(users.id, businessId));
  const businessName = business.companyName ?? `${business.firstName} ${business.lastName}`;
  const balances = new Map<string, number>(managed.map((u) => [u.id, rnd.int(0, 40) * 500]));
  const lastPayment = new Map<string, Date>();
  const txRows: Array<typeof transactions.$inferInsert> = [];
  // The codes come from their own seeded stream (the draw below keeps the rest of the demo data as it was),
  // in the same format as the codes the API creates.
  const codeRandom = createRandom(100000 + rnd.int(0, 800000));
  const nextCode = () => transactionCode((size) => Math.floor(codeRandom.next() * size));
  for (let i = 0; i < 50; i++) {
    const user = managed[i % managed.length];
    const createdAt = daysFromNow(-rnd.int(0, 85), rnd.int(8, 20), rnd.int(0, 59));
    const amount = rnd.pick([10000, 15000, 20000, 25500, 30000, 50000, 75250, 100000]);
    const status = i % 17 === 5 ? 'PENDING' : i % 23 === 11 ? 'FAILED' : 'COMPLETED';
    const incoming = i % 9 === 4; // a user paying the business back
    const transferId = newId();
    const sender = incoming ? `${user.firstName} ${user.lastName}` : businessName;
    const receiver = incoming ? businessName : `${user.firstName} ${user.lastName}`;
    const base = {
      amount: millimesToDecimal(amount),
      transferId,
      senderId: incoming ? user.id : businessId,
      receiverId: incoming ? businessId : user.id,
      senderName: sender,
      receiverName: receiver,
      description: incoming
        ? 'Remboursement avance'
        : rnd.pick([
            'Recharge mensuelle',
            'Prime de fin de mois',
            'Avance sur salaire',
            'Frais de transport',
            'Recharge carte',
          ]),
      status,
      createdAt,
    };
    txRows.push({
      ...base,
      id: newId(),
      userId: businessId,
      type: incoming ? 'RECEIVE' : 'SEND',
      transactionCode: nextCode(),
    });
    txRows.push({
      ...base,
      id: newId(),
      userId: user.id,
      type: incoming ? 'SEND' : 'RECEIVE',
      transactionCode: nextCode(),
    });
    if (status === 'COMPLETED' && !incoming) {
      balances.set(user.id, (balances.get(user.id) ?? 0) + amount);
      if (!lastPayment.has(user.id) || lastPayment.get(user.id)! < createdAt)
        lastPayment.set(user.id, createdAt);
    }
  }
  await db.insert(transactions).values(txRows);
  for (const u of managed) {
    await db
      .update(users)
      .set({
        balance: millimesToDecimal(balances.get(u.id) ?? 0),
        lastPayment: lastPayment.get(u.id) ?? null,
      })
      .where(eq(users.id, u.id));
  }

  const receipt = await saveUpload(dataDir, 'receipts', documentPicture('#1E3A8A'), 'png');
  const transferSpecs: Array<[string, number, string]> = [
    ['APPROVED', 5000000, 'Alimentation du compte — octobre'],
    ['APPROVED', 2500000, 'Alimentation du compte — septembre'],
    ['PENDING', 1500000, 'Virement BIAT réf. 88231'],
    ['REJECTED', 750000, 'Montant ne correspondant pas au reçu'],
    ['APPROVED', 3200500, 'Alimentation du compte — août'],
    ['PENDING', 900000, 'Virement Attijari réf. 55102'],
    ['REJECTED', 400000, 'Reçu illisible'],
    ['APPROVED', 1250750, 'Complément fin de trimestre'],
  ];
  await db.insert(bankTransfers).values(
    transferSpecs.map(([status, amount, notes], i) => ({
      id: newId(),
      businessId,
      amount: millimesToDecimal(amount),
      status,
      notes,
      receiptUrl: receipt,
      companyName: businessName,
      createdAt: daysFromNow(-i * 11 - 2, 10),
    })),
  );

  const locations = ['Tunis Centre', 'La Marsa', 'Sousse', 'Sfax', 'Nabeul', 'Bizerte'];
  const starts = managed.slice(0, 6).map((_, i) => daysFromNow(-i * 15 - 3, 9));
  const numbers = numberInDateOrder(starts, 'SUB', 1040);
  await db.insert(subscriptionPayments).values(
    managed.slice(0, 6).map((u, i) => {
      const start = starts[i];
      const days = [30, 15, 30, 7, 60, 30][i];
      return {
        id: newId(),
        ownerId: businessId,
        paymentNumber: numbers[i],
        dateTime: start,
        location: locations[i],
        customerFullName: `${u.firstName} ${u.lastName}`,
        customerPhoneNumber: u.phoneNumber,
        amount: millimesToDecimal(days * 3000),
        dailyRate: '3.000',
        startDateTime: start,
        expiryDateTime: new Date(start.getTime() + days * 86400000),
      };
    }),
  );
  return { addablePhones: platformUsers.slice(30, 40).map((u) => u.phoneNumber) };
}
