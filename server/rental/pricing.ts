import { millimesToDecimal, toMillimes } from '../../src/contract/money';
import { rentalDays } from '../../src/contract/rentalDays';

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
