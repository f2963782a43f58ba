import { sql } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import type { Database } from '../../../server/db/client';
import {
  bankTransfers,
  cars,
  events,
  managedUsers,
  priceTiers,
  checkinLists,
  reservations,
  securityAgents,
  subscriptionPayments,
  tickets,
  transactions,
  users,
  members,
  approvals,
  scannerDevices,
} from '../../../server/db/schema';
import { MEMBER_ROLES, type MemberRole } from '../../../src/contract/members';
import { hashPassword } from '../../../server/auth/password';
import { signToken } from '../../../server/auth/tokens';
import { newId, newPublicId } from '../../../server/lib/ids';
import { localDate } from '../../../server/lib/localTime';
import { clearAll } from '../../../server/seed/index';

/** Text planted in every row of the owner account: it must never reach another identity. */
export const OWNER_MARK = 'OWNERSECRETmark';
export const AGENT_PASSWORD = 'agentpass1';
export const ACCOUNT_PASSWORD = 'secret123';

export interface Side {
  accountId: string;
  email: string;
  phone: string;
  eventId: string;
  tierId: string;
  agentDbId: string;
  agentPublicId: string;
  ticketDbId: string;
  ticketPublicId: string;
  /** A second ticket of the same event, still unscanned. */
  spareTicketDbId: string;
  spareTicketPublicId: string;
  managedUserId: string;
  managedPhone: string;
  transactionId: string;
  /** The transfer of `transactionId` (its reversal is addressed by it). */
  fundTransferId: string;
  bankTransferId: string;
  subscriptionId: string;
  carId: string;
  reservationId: string;
  /** A member of the team, still invited (no password), and a movement waiting for approval (its author). */
  memberId: string;
  approvalId: string;
  /** A check-in list of the event (extension checkInLists). */
  checkInListId: string;
  /** A phone enrolled for the side's agent (extension devices). */
  deviceId: string;
}

export interface World {
  owner: Side;
  stranger: Side;
  userRoleId: string;
  deletedId: string;
  /** A platform user no business manages yet (for add_user / lookup). */
  freePhone: string;
  tokens: Record<Identity, string | undefined> & { owner: string; strangerAgent: string };
  /** A signed-in member of the owner's team for each role (src/contract/permissions.ts). */
  memberTokens: Record<MemberRole, string>;
}

export type Identity =
  'none' | 'expired' | 'foreignSecret' | 'userRole' | 'otherAgency' | 'agent' | 'deleted';

export const IDENTITIES: Identity[] = [
  'none',
  'expired',
  'foreignSecret',
  'userRole',
  'otherAgency',
  'agent',
  'deleted',
];

let phoneSeq = 20_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const nextPhone = () => String(phoneSeq++);

function makeSide(mark: string): Side & { mark: string } {
  return {
    mark,
    accountId: newId(),
    email: `${mark.toLowerCase()}-${newId().slice(0, 6)}@test.tn`,
    phone: nextPhone(),
    eventId: newId(),
    tierId: newId(),
    agentDbId: newId(),
    agentPublicId: newPublicId('AGT'),
    ticketDbId: newId(),
    ticketPublicId: newPublicId('TCK'),
    spareTicketDbId: newId(),
    spareTicketPublicId: newPublicId('TCK'),
    managedUserId: newId(),
    managedPhone: nextPhone(),
    transactionId: newId(),
    fundTransferId: newId(),
    bankTransferId: newId(),
    subscriptionId: newId(),
    carId: newId(),
    reservationId: newId(),
    memberId: newId(),
    approvalId: newId(),
    checkInListId: newId(),
    deviceId: newId(),
  };
}

/** Ids are drawn once: reseeding the world gives the same ids, so routes can be re-run against it. */
export async function createWorld(
  secret: string,
): Promise<{ world: World; seed: (database: Database) => Promise<void> }> {
  const owner = makeSide(OWNER_MARK);
  const stranger = makeSide('strangermark');
  const userRoleId = newId();
  const deletedId = newId();
  const freePhone = nextPhone();
  const now = Math.floor(Date.now() / 1000);
  const passwordHash = await hashPassword(ACCOUNT_PASSWORD);
  const agentHash = await hashPassword(AGENT_PASSWORD);
  const tokens = {
    none: undefined,
    expired: await sign(
      { kind: 'user', sub: owner.accountId, role: 'ticketAgency', iat: now - 7200, exp: now - 60 },
      secret,
      'HS256',
    ),
    foreignSecret: await sign(
      { kind: 'user', sub: owner.accountId, role: 'ticketAgency', iat: now, exp: now + 3600 },
      'another-secret-entirely-0123456789',
      'HS256',
    ),
    userRole: await signToken(secret, { kind: 'user', sub: userRoleId, role: 'user' }, 3600),
    otherAgency: await signToken(
      secret,
      { kind: 'user', sub: stranger.accountId, role: 'ticketAgency' },
      3600,
    ),
    agent: await signToken(secret, { kind: 'agent', sub: owner.agentDbId, eventId: owner.eventId }, 3600),
    deleted: await signToken(secret, { kind: 'user', sub: deletedId, role: 'ticketAgency' }, 3600),
    owner: await signToken(secret, { kind: 'user', sub: owner.accountId, role: 'ticketAgency' }, 3600),
    strangerAgent: await signToken(
      secret,
      { kind: 'agent', sub: stranger.agentDbId, eventId: stranger.eventId },
      3600,
    ),
  };

  const roleMembers = Object.fromEntries(MEMBER_ROLES.map((role) => [role, newId()])) as Record<
    MemberRole,
    string
  >;
  const memberTokens = Object.fromEntries(
    await Promise.all(
      MEMBER_ROLES.map(async (role) => [
        role,
        await signToken(
          secret,
          { kind: 'user', sub: owner.accountId, role: 'ticketAgency', mid: roleMembers[role], msv: 0 },
          3600,
        ),
      ]),
    ),
  ) as Record<MemberRole, string>;

  const seedSide = async (database: Database, s: Side & { mark: string }) => {
    const db = database.db;
    const today = localDate();
    await db.insert(users).values([
      {
        id: s.accountId,
        email: s.email,
        passwordHash,
        role: 'ticketAgency',
        firstName: `${s.mark}First`,
        lastName: `${s.mark}Last`,
        phoneNumber: s.phone,
        balance: '1000.000',
        companyName: `${s.mark} SARL`,
      },
      {
        id: s.managedUserId,
        email: `${s.mark.toLowerCase()}-managed-${s.managedUserId.slice(0, 6)}@test.tn`,
        passwordHash,
        role: 'user',
        firstName: `${s.mark}Managed`,
        lastName: `${s.mark}User`,
        phoneNumber: s.managedPhone,
        balance: '50.000',
      },
    ]);
    await db.insert(managedUsers).values({ id: newId(), businessId: s.accountId, userId: s.managedUserId });
    await db.insert(events).values({
      id: s.eventId,
      ownerId: s.accountId,
      name: `${s.mark} Event`,
      description: `${s.mark} description`,
      locationName: `${s.mark} venue`,
      startDate: today,
      endDate: today,
      startTime: '00:00',
      endTime: '23:59',
    });
    await db.insert(priceTiers).values({
      id: s.tierId,
      eventId: s.eventId,
      position: 0,
      name: `${s.mark} Tier`,
      price: '10.00',
      totalTickets: 10,
      soldTickets: 2,
    });
    await db.insert(checkinLists).values({
      id: s.checkInListId,
      eventId: s.eventId,
      name: `${s.mark} Gate`,
      tierIds: [s.tierId],
    });
    await db.insert(securityAgents).values({
      id: s.agentDbId,
      agentId: s.agentPublicId,
      eventId: s.eventId,
      name: `${s.mark} Agent`,
      passwordHash: agentHash,
    });
    await db.insert(tickets).values([
      {
        id: s.ticketDbId,
        ticketId: s.ticketPublicId,
        eventId: s.eventId,
        tierId: s.tierId,
        tierName: `${s.mark} Tier`,
        tierPrice: '10.00',
        firstName: `${s.mark}Buyer`,
        lastName: 'One',
        phoneNumber: s.managedPhone,
      },
      {
        id: s.spareTicketDbId,
        ticketId: s.spareTicketPublicId,
        eventId: s.eventId,
        tierId: s.tierId,
        tierName: `${s.mark} Tier`,
        tierPrice: '10.00',
        firstName: `${s.mark}Buyer`,
        lastName: 'Two',
        phoneNumber: s.managedPhone,
      },
    ]);
    const transferId = s.fundTransferId;
    await db.insert(transactions).values([
      {
        id: s.transactionId,
        userId: s.accountId,
        type: 'SEND',
        amount: '5.000',
        transactionCode: `TX-${newId()}`,
        transferId,
        senderId: s.accountId,
        receiverId: s.managedUserId,
        senderName: `${s.mark} sender`,
        receiverName: `${s.mark} receiver`,
        description: `${s.mark} funds`,
      },
      {
        id: newId(),
        userId: s.managedUserId,
        type: 'RECEIVE',
        amount: '5.000',
        transactionCode: `TX-${newId()}`,
        transferId,
        senderId: s.accountId,
        receiverId: s.managedUserId,
        senderName: `${s.mark} sender`,
        receiverName: `${s.mark} receiver`,
        description: `${s.mark} funds`,
      },
    ]);
    await db.insert(bankTransfers).values({
      id: s.bankTransferId,
      businessId: s.accountId,
      amount: '300.000',
      // Only an approved transfer has an invoice (issue 18): the public invoice check needs one.
      status: 'APPROVED',
      notes: `${s.mark} notes`,
      companyName: `${s.mark} SARL`,
    });
    await db.insert(subscriptionPayments).values({
      id: s.subscriptionId,
      ownerId: s.accountId,
      paymentNumber: `PAY-${newId()}`,
      dateTime: new Date(),
      location: `${s.mark} office`,
      customerFullName: `${s.mark} Customer`,
      customerPhoneNumber: s.managedPhone,
      amount: '90.000',
      startDateTime: new Date(),
      expiryDateTime: new Date(Date.now() + 30 * 86400_000),
    });
    await db.insert(cars).values({
      id: s.carId,
      ownerId: s.accountId,
      mark: `${s.mark} Mark`,
      model: `${s.mark} Model`,
      year: 2022,
      color: 'Blanc',
      licensePlate: `${s.mark}-TU-1`,
      condition: 'good',
      dailyRate: '100.00',
      securityDeposit: '500.00',
      description: `${s.mark} car`,
    });
    await db.insert(reservations).values({
      id: s.reservationId,
      ownerId: s.accountId,
      carId: s.carId,
      customerName: `${s.mark} Renter`,
      customerEmail: 'renter@test.tn',
      customerPhone: s.managedPhone,
      licenseNumber: `${s.mark}-LIC`,
      pickupDate: today,
      returnDate: today,
      pickupLocation: `${s.mark} airport`,
      returnLocation: `${s.mark} airport`,
      totalDays: 1,
      dailyRate: '100.00',
      totalAmount: '100.000',
      commissionAmount: '10.000',
      notes: `${s.mark} notes`,
    });
    await db.insert(members).values({
      id: s.memberId,
      agencyId: s.accountId,
      name: `${s.mark} Member`,
      email: `${s.mark.toLowerCase()}-member@team.tn`,
      role: 'events',
      // Signed up already: resending an invitation answers 409 (its call takes no body to fuzz).
      passwordHash,
    });
    await db.insert(approvals).values({
      id: s.approvalId,
      agencyId: s.accountId,
      kind: 'add_funds',
      request: { phoneNumber: s.managedPhone, amount: 2000 },
      total: '2000.000',
      recipients: 1,
      authorId: s.memberId,
      author: `${s.mark} Member`,
    });
    await db.insert(scannerDevices).values({
      id: s.deviceId,
      eventId: s.eventId,
      agentId: s.agentDbId,
      label: `${s.mark} Phone`,
      enrolledAt: new Date(),
    });
  };

  const seed = async (database: Database) => {
    await clearAll(database.db);
    await database.db.insert(users).values([
      {
        id: userRoleId,
        email: `customer-${userRoleId.slice(0, 6)}@test.tn`,
        passwordHash,
        role: 'user',
        firstName: 'Plain',
        lastName: 'Customer',
        phoneNumber: nextPhone(),
        balance: '20.000',
      },
      {
        id: newId(),
        email: `free-${freePhone}@test.tn`,
        passwordHash,
        role: 'user',
        firstName: 'Free',
        lastName: 'Platform',
        phoneNumber: freePhone,
        balance: '0',
      },
    ]);
    await seedSide(database, owner);
    await seedSide(database, stranger);
    await database.db.insert(members).values(
      MEMBER_ROLES.map((role) => ({
        id: roleMembers[role],
        agencyId: owner.accountId,
        name: `${role} member`,
        email: `${role}-${roleMembers[role].slice(0, 6)}@team.tn`,
        role,
        passwordHash,
      })),
    );
  };

  return {
    world: { owner, stranger, userRoleId, deletedId, freePhone, tokens, memberTokens },
    seed,
  };
}

/** A fingerprint of every table: equal before and after means nothing was written. */
export async function snapshot(database: Database): Promise<string> {
  const tables = [
    'users',
    'events',
    'price_tiers',
    'security_agents',
    'tickets',
    'managed_users',
    'transactions',
    'bank_transfers',
    'subscription_payments',
    'cars',
    'reservations',
    'idempotency_keys',
    'members',
    'approvals',
    'scanner_devices',
  ];
  const parts: string[] = [];
  for (const t of tables) {
    const rows = await database.sql.query<{ j: unknown }>(
      `SELECT coalesce(json_agg(x ORDER BY x.id::text), '[]'::json)::text AS j FROM (SELECT * FROM ${t}) x`.replace(
        'x.id::text',
        t === 'idempotency_keys' ? 'x.key' : 'x.id::text',
      ),
    );
    parts.push(`${t}:${String(rows[0]?.j)}`);
  }
  return parts.join('\n');
}

export { sql };
