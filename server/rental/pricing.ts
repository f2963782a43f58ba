import { millimesToDecimal, toMillimes } from '../../src/contract/money';
import { rentalDays } from '../../src/contract/rentalDays';

/** totalAmount = days × the car's daily rate; commission = total × rate, rounded to the millime. */
export function priceDays(dailyRate: string, totalDays: number, commissionRate: number) {
  const total = toMillimes(dailyRate) * totalDays;
  const commission = Math.round(total * commissionRate);
  return {
    totalDays,
    totalAmount: millimesToDecimal(total),
    commissionAmount: millimesToDecimal(commission),
  };
}

/** The price of a booking from its pickup and return days (SPEC §3). */
export const priceReservation = (
  dailyRate: string,
  pickupDate: string,
  returnDate: string,
  commissionRate: number,
) => priceDays(dailyRate, rentalDays(pickupDate, returnDate), commissionRate);
