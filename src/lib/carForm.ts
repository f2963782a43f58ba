import { NEW_CAR_DEFAULTS, type CarBody } from '../contract/rental';

/** SPEC §9 new-car defaults (economy, gasoline, 5 seats, automatic) as the add form starts. */
export function newCarDefaults(now = new Date()) {
  return {
    year: now.getFullYear(),
    condition: NEW_CAR_DEFAULTS.condition,
    type: NEW_CAR_DEFAULTS.type,
    category: NEW_CAR_DEFAULTS.category,
    fuelType: NEW_CAR_DEFAULTS.fuelType,
    seatingCapacity: NEW_CAR_DEFAULTS.seatingCapacity,
    transmission: NEW_CAR_DEFAULTS.transmission,
    features: '',
    description: '',
    images: [] as string[],
  };
}

/**
 * What the form sends once the contract has parsed it (numbers parsed, features split): the images
 * already uploaded plus those just uploaded; availability is the dropdown's business, not the form's.
 */
export function carPayload(values: CarBody, uploadedNow: readonly string[]): CarBody {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose (see above)
  const { availability, options, ...rest } = values;
  return { ...rest, images: [...(values.images ?? []), ...uploadedNow] };
}
