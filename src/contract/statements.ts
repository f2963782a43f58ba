import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { fundsAmount } from './business';

/**
 * Statements and reversals (the `statements` and `reversals` extensions): every movement of a
 * balance between two calendar days of the business's clock, with a running balance, and the
 * reversal of a mistaken transfer as a new linked transfer.
 */

/** `GET /api/business/statements/me` (the business's own balance) or `/statements/users/{userId}`. */
export const STATEMENT_PATHS = {
  own: '/api/business/statements/me',
  user: (userId: string) => `/api/business/statements/users/${encodeURIComponent(userId)}`,
} as const;

/**
 * `POST /api/business/transfers/{transferId}/reverse` body: the amount the business confirmed, which
 * must be the transfer's (a stale screen or a wrong id cannot take back another sum).
 */
export const reverseTransferBody = z.object({ amount: fundsAmount }).strict();
export type ReverseTransferBody = z.input<typeof reverseTransferBody>;
export const reversePath = (transferId: string) =>
  `/api/business/transfers/${encodeURIComponent(transferId)}/reverse`;

const isoDay = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number);
    const day = new Date(Date.UTC(y, m - 1, d));
    return day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  }, M.date);

/** The statement's period: two calendar days, both included, `to` not before `from`. */
export const statementPeriodSchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((p) => p.to >= p.from, { message: M.endBeforeStart, path: ['to'] });
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

/** One movement of the balance, as the statement lists it. */
export interface ApiStatementLine {
  id: string;
  createdAt: string;
  transactionCode: string;
  /** The other party's name. */
  counterparty: string;
  description: string;
  /** Money in (credit) or out (debit), one of them 0. */
  credit: number;
  debit: number;
  /** The balance right after this movement. */
  balance: number;
  transferId: string;
  /** Set on a reversal: the transfer it cancels. */
  reversesTransferId: string | null;
}

export interface ApiStatement {
  holder: { id: string; name: string; phoneNumber: string | null };
  from: string;
  to: string;
  /** The balance at the start of `from` (business clock). */
  openingBalance: number;
  totalIn: number;
  totalOut: number;
  /** The balance at the end of `to`: the last line's running balance, or the opening one. */
  closingBalance: number;
  lines: ApiStatementLine[];
}

/** The answer of a reversal: the new transfer and both balances after it. */
export interface ApiReversal {
  message: string;
  transferId: string;
  reversesTransferId: string;
  amount: number;
  /** The business's balance after the reversal. */
  balance: number;
  user: { id: string; balance: number };
}

export const REVERSAL_MESSAGES = {
  reversed: 'Transfer reversed',
  notFound: 'Transfer not found',
  notReversible: 'Only a completed transfer from the business to one of its users can be reversed',
  otherAmount: 'This transfer is not of the amount confirmed: reload the list and try again',
  /** Refused: the user has spent part of the money. */
  spent: (amount: string, balance: string) =>
    `This transfer cannot be reversed: the user has already spent part of it (transfer ${amount} TND, balance ${balance} TND)`,
} as const;
