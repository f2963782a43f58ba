import { fromMillimes, toMillimes } from '../contract/money';

export interface ReservationInvoiceTotals {
  rental: number;
  deposit: number;
  /** rental + the car's security deposit */
  total: number;
  commission: number;
  /** total − commission: what is left to collect in cash */
  cashRemaining: number;
}

/** Invoice totals, summed in integer millimes so they add up to the millime. */
export function reservationInvoiceTotals(input: {
  totalAmount: number;
  securityDeposit: number;
  commissionAmount: number;
}): ReservationInvoiceTotals {
  const rental = toMillimes(input.totalAmount);
  const deposit = toMillimes(input.securityDeposit);
  const commission = toMillimes(input.commissionAmount);
  const total = rental + deposit;
  return {
    rental: fromMillimes(rental),
    deposit: fromMillimes(deposit),
    total: fromMillimes(total),
    commission: fromMillimes(commission),
    cashRemaining: fromMillimes(total - commission),
  };
}
