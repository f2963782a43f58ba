import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { money, phone8 } from './primitives';

/**
 * SPEC §7's business and subscription calls: the response shapes, the enums and the request-body
 * schemas. The server validates add_user / add_funds / bulk_add_funds with these schemas and the
 * Users screen's forms use the same ones through react-hook-form's zod resolver.
 */
export interface ApiManagedUser {
  _id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
  balance: number;
  lastPayment?: string | null;
  profilePicture?: string | null;
  isVerified?: boolean;
  isProfileComplete?: boolean;
  birthDate?: string | null;
  sexe?: string | null;
  /** Reference-server extension: when the user was added to this business. */
  addedAt?: string | null;
}

export interface ApiLookupResult {
  firstName: string;
  lastName: string;
  profilePicture?: string | null;
  phone?: string;
  /** Reference-server extension: already in this business's list. */
  isManaged?: boolean;
}

export const TRANSACTION_TYPES = ['SEND', 'RECEIVE'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** SPEC §3: COMPLETED and PENDING are shown as such; anything else is a failure. */
export const TRANSACTION_STATUSES = ['COMPLETED', 'PENDING', 'FAILED'] as const;
export type TransactionStatusKind = (typeof TRANSACTION_STATUSES)[number];

export interface ApiTransaction {
  _id: string;
  type: TransactionType | string;
  amount: number;
  transactionCode: string;
  senderName: string;
  receiverName: string;
  description: string;
  createdAt: string;
  status: string;
  /** Reference-server extensions: the money move both rows share, and its reversal. */
  transferId?: string;
  /** On a reversal: the transfer it cancels. */
  reversesTransferId?: string | null;
  /** A reversal cancels this transfer. */
  reversed?: boolean;
}

export const BANK_TRANSFER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];

export interface ApiBankTransfer {
  _id: string;
  amount: number;
  status: BankTransferStatus | string;
  createdAt: string;
  notes?: string | null;
  receiptUrl?: string | null;
  companyName?: string | null;
}

export interface ApiSubscriptionPayment {
  _id?: string;
  paymentNumber: string;
  dateTime: string;
  location: string;
  customerFullName: string;
  customerPhoneNumber: string;
  amount: number;
  dailyRate?: number;
  startDateTime: string;
  expiryDateTime: string;
}

/** What an invoice's public URL shows without a session (reference-server extension). */
export interface PublicInvoiceSummary {
  number: string;
  date: string;
  total: number;
}

export interface MessageResponse {
  message: string;
}

export { BUSINESS_SUCCESS } from './businessMessages';

/** Upper bound per move: far above any real top-up, far below numeric(14,3) overflow. */
export const MAX_FUNDS_AMOUNT = 10_000_000;
/** SPEC §5 'Funds: amounts are numeric'; TND has 3 decimals and a move is never zero or negative. */
export const fundsAmount = money(3, { positive: true }).refine((n) => n <= MAX_FUNDS_AMOUNT, M.tooLarge);
const description = z.string({ error: M.invalid }).trim().max(200, M.tooLong).optional();
export const MAX_BULK_RECIPIENTS = 1000;

/** POST /api/business/add_user */
export const addUserBody = z.object({ phoneNumber: phone8 });
/** POST /api/business/add_funds */
export const addFundsBody = z.object({ phoneNumber: phone8, amount: fundsAmount, description });
/** POST /api/business/bulk_add_funds */
export const bulkAddFundsBody = z.object({
  phoneNumbers: z
    .array(phone8, { error: M.selectUser })
    .min(1, M.selectUser)
    .max(MAX_BULK_RECIPIENTS, M.tooMany),
  amount: fundsAmount,
  description,
});
export type AddUserBody = z.infer<typeof addUserBody>;
export type AddFundsBody = z.infer<typeof addFundsBody>;
export type BulkAddFundsBody = z.infer<typeof bulkAddFundsBody>;
