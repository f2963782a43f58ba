import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { useDataProvider, useRecordContext, useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { Reservation } from '../../dataProvider/reservations';
import type { UnavailableReason } from '../../contract/fleetAvailability';
import { useExtension } from '../../authProvider/useExtension';
import { formatTND } from '../../lib/money';
import { bookingPeriod } from '../../lib/reservationForm';

const NS = 'rental.reservationForm';

export interface VehicleChoice {
  id: string;
  mark: string;
  model: string;
  year: number;
  licensePlate?: string;
  dailyRate: number;
  /** Not free for the chosen period: listed, but not selectable. */
  disabled?: boolean;
  reason?: UnavailableReason | null;
}

/** SPEC §8: the fleet load of the reservation screen is only logged; the picker is then empty. */
const logged = async <T,>(load: () => Promise<T[]>): Promise<T[]> => {
  try {
    return await load();
  } catch (err) {
    console.error('Available cars load failed', err);
    return [];
  }
};

/**
 * The vehicle picker's cars. Once the form has a pickup and a return date: every car, the free ones
 * first, the others disabled with their reason (the server's dated availability), or on SPEC's
 * API today's available cars. Before that: today's available cars (GET .../fleet/available).
 * The edited reservation's own car is always listed.
 */
export function useVehicleChoices(): VehicleChoice[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext<Reservation>();
  const [pickupDate, returnDate] = useWatch({ name: ['pickupDate', 'returnDate'] });
  const period = bookingPeriod(pickupDate, returnDate);
  const except = record?.id ? String(record.id) : undefined;
  const today = useQuery({
    queryKey: ['fleet', 'getAvailableCars'],
    queryFn: () => logged(() => dataProvider.getAvailableCars()),
    enabled: !period,
  });
  const dated = useQuery({
    queryKey: ['fleet', 'getCarsForPeriod', period?.from, period?.to, except],
    queryFn: () => logged(() => dataProvider.getCarsForPeriod({ ...period!, except })),
    enabled: !!period,
    // While the next period's answer comes, the previous one stays on screen.
    placeholderData: (previous) => previous,
  });
  // Until the period's answer comes, today's list (if known) keeps the chosen car on screen.
  const choices: VehicleChoice[] =
    period && dated.data
      ? [...dated.data]
          .sort((a, b) => Number(b.free) - Number(a.free))
          .map((c) => ({ ...c, disabled: !c.free }))
      : (today.data ?? []).map((c) => ({ ...c }));
  // The car of the reservation being edited stays listed even when it is rented today.
  if (record?.car && !choices.some((c) => c.id === record.car!._id)) {
    choices.unshift({ ...record.car, id: record.car._id });
  }
  return choices;
}

/**
 * The vehicle picker: make, model, year, plate (two identical cars are told apart) and daily rate;
 * a car that is not free for the chosen dates says why. Until both dates are chosen, a hint says
 * that the dates decide which cars are free (when the server can tell).
 */
export function VehicleInput() {
  const translate = useTranslate();
  const choices = useVehicleChoices();
  const dated = useExtension('datedAvailability') === true;
  const [pickupDate, returnDate, carId] = useWatch({ name: ['pickupDate', 'returnDate', 'carId'] });
  const period = bookingPeriod(pickupDate, returnDate);
  // A car chosen before the dates may turn out busy: say so (the server refuses the booking anyway).
  const busy = period ? choices.find((c) => c.id === carId && c.disabled && c.reason) : undefined;
  const helperText = busy
    ? translate(`${NS}.chosenNotFree`, { reason: translate(`${NS}.unavailableReason.${busy.reason}`) })
    : !dated
      ? undefined
      : period
        ? translate(`${NS}.freeForPeriod`, { smart_count: choices.filter((c) => !c.disabled).length })
        : translate(`${NS}.pickDatesFirst`);
  return (
    <SelectInput
      source="carId"
      required
      choices={choices}
      optionText={(c: VehicleChoice) =>
        `${c.mark} ${c.model} ${c.year}${c.licensePlate ? ` · ${c.licensePlate}` : ''} — ${formatTND(c.dailyRate)}${
          c.disabled && c.reason ? ` (${translate(`${NS}.unavailableReason.${c.reason}`)})` : ''
        }`
      }
      translateChoice={false}
      emptyText=""
      helperText={helperText ?? ' '}
    />
  );
}
