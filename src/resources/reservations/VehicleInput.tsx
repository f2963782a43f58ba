import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { useDataProvider, useRecordContext } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { Reservation } from '../../dataProvider/reservations';
import { formatTND } from '../../lib/money';

export interface VehicleChoice {
  id: string;
  mark: string;
  model: string;
  year: number;
  licensePlate?: string;
  dailyRate: number;
}

/** The available cars (GET /api/rental-cars/fleet/available), plus the edited reservation's own car. */
export function useVehicleChoices(): VehicleChoice[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<Reservation>();
  const { data = [] } = useQuery({
    queryKey: ['fleet', 'getAvailableCars'],
    queryFn: async () => {
      try {
        return await dataProvider.getAvailableCars();
      } catch (err) {
        // SPEC §8: the fleet load of the reservation screen is only logged.
        console.error('Available cars load failed', err);
        return [];
      }
    },
  });
  const choices: VehicleChoice[] = data.map((c) => ({ ...c }));
  // The car of the reservation being edited stays selectable even when it is rented.
  if (record?.car && !choices.some((c) => c.id === record.car!._id)) {
    choices.unshift({ ...record.car, id: record.car._id });
  }
  return choices;
}

/** The vehicle picker: make, model, year, plate (two identical cars are told apart) and daily rate. */
export function VehicleInput({ choices }: { choices: VehicleChoice[] }) {
  return (
    <SelectInput
      source="carId"
      required
      choices={choices}
      optionText={(c: VehicleChoice) =>
        `${c.mark} ${c.model} ${c.year}${c.licensePlate ? ` · ${c.licensePlate}` : ''} — ${formatTND(c.dailyRate)}`
      }
      translateChoice={false}
      emptyText=""
    />
  );
}
