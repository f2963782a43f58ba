import type { CsvColumn } from '../../lib/csv';
import { csvExporter } from '../../lib/csvExporter';
import { formatTND } from '../../lib/money';
import type { Car } from '../../dataProvider/fleet';

/** The fleet's CSV: the card's facts, money as on screen (TND, 3 decimals), labels translated. */
export function fleetExporter(translate: (key: string) => string) {
  const t = (k: string) => translate(k);
  const columns: CsvColumn<Car>[] = [
    { label: t('rental.carForm.mark'), value: (c) => c.mark },
    { label: t('rental.carForm.model'), value: (c) => c.model },
    { label: t('rental.carForm.year'), value: (c) => c.year },
    { label: t('rental.carForm.color'), value: (c) => c.color },
    { label: t('rental.carForm.licensePlate'), value: (c) => c.licensePlate },
    { label: t('rental.carForm.category'), value: (c) => t(`rental.category.${c.category}`) },
    { label: t('rental.carForm.fuelType'), value: (c) => t(`rental.fuel.${c.fuelType}`) },
    { label: t('rental.carForm.transmission'), value: (c) => t(`rental.transmission.${c.transmission}`) },
    { label: t('rental.carForm.seatingCapacity'), value: (c) => c.seatingCapacity },
    { label: t('rental.carForm.dailyRate'), value: (c) => formatTND(c.dailyRate) },
    { label: t('rental.carForm.securityDeposit'), value: (c) => formatTND(c.securityDeposit) },
    { label: t('rental.fleet.availability'), value: (c) => t(`rental.availability.${c.availability}`) },
    { label: t('rental.carForm.features'), value: (c) => c.features.join(', ') },
  ];
  return csvExporter('flotte', columns);
}
