/** Whole days between two calendar days; a same-day rental counts as one day. */
export function rentalDays(pickupDate: string, returnDate: string): number {
  const ms = Date.parse(`${returnDate}T00:00:00Z`) - Date.parse(`${pickupDate}T00:00:00Z`);
  return Math.max(1, Math.round(ms / 86_400_000));
}

/** '123.45' (a numeric column) → 123450 millimes, exactly. */
export function toMillimes(decimal: string): number {
  const negative = decimal.trim().startsWith('-');
  const [int, frac = ''] = decimal.trim().replace(/^-/, '').split('.');
  const millimes = Number(int) * 1000 + Number((frac + '000').slice(0, 3));
  return negative ? -millimes : millimes;
}

export const millimesToDecimal = (m: number) => (m / 1000).toFixed(3);

/** totalAmount = days × the car's daily rate; commission = total × rate, rounded to the millime. */
export function priceReservation(
  dailyRate: string,
  pickupDate: string,
  returnDate: string,
  commissionRate: number,
) {
  const totalDays = rentalDays(pickupDate, returnDate);
  const total = toMillimes(dailyRate) * totalDays;
  const commission = Math.round(total * commissionRate);
  return {
    totalDays,
    totalAmount: millimesToDecimal(total),
    commissionAmount: millimesToDecimal(commission),
  };
}
