import { amountHeader, csvAmount, type CsvColumn } from '../../lib/csv';
import { csvExporter } from '../../lib/csvExporter';
import type { Reservation } from '../../dataProvider/reservations';
import { dayFr } from './reservationFormat';

/** The reservations' CSV: amounts as numbers with the currency in the header, dates fr-FR, labels translated. */
export function reservationExporter(translate: (key: string) => string) {
  const t = (k: string) => translate(k);
  const f = (k: string) => translate(`resources.reservations.fields.${k}`);
  const columns: CsvColumn<Reservation>[] = [
    { label: f('customer.name'), value: (r) => r.customer.name },
    { label: f('customer.email'), value: (r) => r.customer.email },
    { label: f('customer.phone'), value: (r) => r.customer.phone },
    { label: f('customer.licenseNumber'), value: (r) => r.customer.licenseNumber },
    {
      label: f('carId'),
      value: (r) =>
        r.car ? `${r.car.mark} ${r.car.model} (${r.car.licensePlate})` : t('rental.reservations.deletedCar'),
    },
    { label: f('pickupDate'), value: (r) => dayFr(r.pickupDate) },
    { label: f('returnDate'), value: (r) => dayFr(r.returnDate) },
    { label: f('pickupLocation'), value: (r) => r.pickupLocation },
    { label: f('returnLocation'), value: (r) => r.returnLocation },
    { label: t('rental.reservationDetail.totalDays'), value: (r) => r.totalDays },
    {
      label: amountHeader(t('rental.reservationDetail.totalAmount'), 'TND'),
      value: (r) => csvAmount(r.totalAmount),
    },
    { label: f('status'), value: (r) => t(`rental.status.${r.status}`) },
    { label: f('paymentStatus'), value: (r) => t(`rental.paymentStatus.${r.paymentStatus}`) },
    { label: f('notes'), value: (r) => r.notes },
  ];
  return csvExporter('reservations', columns);
}
