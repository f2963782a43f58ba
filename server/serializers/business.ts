import type { bankTransfers, subscriptionPayments, transactions } from '../db/schema';
import type { UserRow } from '../env';

type TransactionRow = typeof transactions.$inferSelect;
type BankTransferRow = typeof bankTransfers.$inferSelect;
type SubscriptionRow = typeof subscriptionPayments.$inferSelect;

/**
 * A customer as the business's users table shows it (name, picture, e-mail, phone, balance, last
 * payment, when it was added): what adding one answers, never its birth date, sex or verification
 * state.
 */
export function serializeUsersTableRow(u: UserRow, addedAt: Date) {
  return { ...tableColumns(u), addedAt: addedAt.toISOString() };
}

/** A managed user as GET /api/business/users lists it (SPEC §3 Managed user): the table's columns and the rest. */
export function serializeManagedUser(u: UserRow, addedAt?: Date) {
  return {
    ...tableColumns(u),
    isVerified: u.isVerified,
    isProfileComplete: u.isProfileComplete,
    birthDate: u.birthDate,
    sexe: u.sexe,
    addedAt: addedAt?.toISOString() ?? null,
  };
}

function tableColumns(u: UserRow) {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    phoneNumber: u.phoneNumber,
    email: u.email,
    balance: Number(u.balance),
    lastPayment: u.lastPayment?.toISOString() ?? null,
    profilePicture: u.profilePicture,
  };
}

export function serializeLookup(u: UserRow, isManaged: boolean) {
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    profilePicture: u.profilePicture,
    phone: u.phoneNumber,
    isManaged,
  };
}

/**
 * A transaction as the lists show it. Beyond SPEC §3: its transfer, the transfer a reversal cancels,
 * and whether a reversal cancels this one (`reversed`), for the Reverse action.
 */
export function serializeTransaction(t: TransactionRow, reversed: ReadonlySet<string> = new Set()) {
  return {
    _id: t.id,
    type: t.type,
    amount: Number(t.amount),
    transactionCode: t.transactionCode,
    senderName: t.senderName,
    receiverName: t.receiverName,
    description: t.description,
    createdAt: t.createdAt.toISOString(),
    status: t.status,
    transferId: t.transferId,
    reversesTransferId: t.reversesTransferId ?? null,
    reversed: reversed.has(t.transferId),
  };
}

export function serializeBankTransfer(b: BankTransferRow) {
  return {
    _id: b.id,
    amount: Number(b.amount),
    status: b.status,
    createdAt: b.createdAt.toISOString(),
    notes: b.notes,
    receiptUrl: b.receiptUrl,
    companyName: b.companyName,
  };
}

export function serializeSubscriptionPayment(p: SubscriptionRow) {
  return {
    _id: p.id,
    paymentNumber: p.paymentNumber,
    dateTime: p.dateTime.toISOString(),
    location: p.location,
    customerFullName: p.customerFullName,
    customerPhoneNumber: p.customerPhoneNumber,
    amount: Number(p.amount),
    dailyRate: Number(p.dailyRate),
    startDateTime: p.startDateTime.toISOString(),
    expiryDateTime: p.expiryDateTime.toISOString(),
  };
}

/** Transfer invoice number (SPEC §9): 'TRF-' plus the last 6 characters of the id. */
export const transferInvoiceNumber = (id: string) => `TRF-${id.slice(-6)}`;
