import { amountHeader, csvAmount, type CsvColumn } from '../../lib/csv';
import { csvExporter } from '../../lib/csvExporter';
import type { Car } from '../../dataProvider/fleet';

/** The fleet's CSV: the card's facts, amounts as numbers with the currency in the header, labels translated. */
export function fleetExporter(translate: (key: string) => string) {
  const t = (k: string) => translate(k);
  const label = (field: keyof Car) => t(`resources.fleet.fields.${field}`);
  const columns: CsvColumn<Car>[] = [
    { label: label('mark'), value: (c) => c.mark },
    { label: label('model'), value: (c) => c.model },
    { label: label('year'), value: (c) => c.year },
    { label: label('color'), value: (c) => c.color },
    { label: label('licensePlate'), value: (c) => c.licensePlate },
    { label: label('category'), value: (c) => t(`rental.category.${c.category}`) },
    { label: label('fuelType'), value: (c) => t(`rental.fuel.${c.fuelType}`) },
    { label: label('transmission'), value: (c) => t(`rental.transmission.${c.transmission}`) },
    { label: label('seatingCapacity'), value: (c) => c.seatingCapacity },
    { label: amountHeader(label('dailyRate'), 'TND'), value: (c) => csvAmount(c.dailyRate) },
    { label: amountHeader(label('securityDeposit'), 'TND'), value: (c) => csvAmount(c.securityDeposit) },
    { label: label('availability'), value: (c) => t(`rental.availability.${c.availability}`) },
    { label: label('features'), value: (c) => c.features.join(', ') },
  ];
  return csvExporter('flotte', columns);
}
