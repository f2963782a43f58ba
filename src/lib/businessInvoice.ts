import { fromMillimes, toMillimes } from '../contract/money';

/**
 * Invoice arithmetic of SPEC §9 in integer millimes (TND has 3 decimals): VAT 19%, the subscription
 * amount is tax-inclusive, the bank-transfer amount gets 19% added, periods are whole days (ceiling).
 */
export const VAT_RATE_PERCENT = 19;
export const DEFAULT_DAILY_RATE = 3;
const DAY_MS = 86_400_000;

/** Integer division rounded half up (both operands positive integers). */
const divRound = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

export interface VatBreakdown {
  /** All in TND, exact to the millime. */
  net: number;
  vat: number;
  total: number;
}

/** Subscription: the amount includes VAT; net = amount / 1.19 rounded to the millime, VAT = the rest. */
export function vatFromInclusive(amount: number | string): VatBreakdown {
  const total = toMillimes(amount);
  const net = divRound(total * 100, 100 + VAT_RATE_PERCENT);
  return { net: fromMillimes(net), vat: fromMillimes(total - net), total: fromMillimes(total) };
}

/** Bank transfer: 19% VAT on top of the amount, rounded to the millime. */
export function vatOnTop(amount: number | string): VatBreakdown {
  const net = toMillimes(amount);
  const vat = divRound(net * VAT_RATE_PERCENT, 100);
  return { net: fromMillimes(net), vat: fromMillimes(vat), total: fromMillimes(net + vat) };
}

/** Days of a subscription period: the ceiling of the day difference between start and expiry (never negative). */
export function periodDays(start: string | Date, expiry: string | Date): number {
  const ms = new Date(expiry).getTime() - new Date(start).getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.ceil(ms / DAY_MS);
}

/** Transfer invoice number (SPEC §9): 'TRF-' plus the last 6 characters of the id. */
export const transferInvoiceNumber = (id: string) => `TRF-${id.slice(-6)}`;
