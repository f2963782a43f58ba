import type { ApiCar, CarPayload } from '../contract/rental';
import { joinFeatures, splitFeatures } from './carFeatures';

/** The car form as typed (every input is text until it is sent). */
export interface CarFormValues {
  mark: string;
  model: string;
  year: string;
  color: string;
  licensePlate: string;
  condition: ApiCar['condition'] | '';
  type: ApiCar['type'];
  dailyRate: string;
  securityDeposit: string;
  features: string;
  description: string;
  category: ApiCar['category'];
  fuelType: ApiCar['fuelType'];
  seatingCapacity: string;
  transmission: ApiCar['transmission'];
}

export type CarFormErrors = Partial<
  Record<keyof CarFormValues, 'required' | 'seatsRange' | 'priceFormat' | 'yearRange'>
>;

/** SPEC §9 new-car defaults: economy, gasoline, 5 seats, automatic. */
export function emptyCarForm(): CarFormValues {
  return {
    mark: '',
    model: '',
    year: String(new Date().getFullYear()),
    color: '',
    licensePlate: '',
    condition: 'good',
    type: 'standard',
    dailyRate: '',
    securityDeposit: '',
    features: '',
    description: '',
    category: 'economy',
    fuelType: 'gasoline',
    seatingCapacity: '5',
    transmission: 'automatic',
  };
}

export function carToForm(car: ApiCar): CarFormValues {
  return {
    mark: car.mark,
    model: car.model,
    year: String(car.year),
    color: car.color,
    licensePlate: car.licensePlate,
    condition: car.condition,
    type: car.type,
    dailyRate: String(car.dailyRate),
    securityDeposit: String(car.securityDeposit),
    features: joinFeatures(car.features),
    description: car.description,
    category: car.category,
    fuelType: car.fuelType,
    seatingCapacity: String(car.seatingCapacity),
    transmission: car.transmission,
  };
}

const REQUIRED: Array<keyof CarFormValues> = [
  'mark',
  'model',
  'year',
  'color',
  'licensePlate',
  'condition',
  'dailyRate',
  'securityDeposit',
  'seatingCapacity',
];
const PRICE = /^\d+([.,]\d{1,2})?$/;
const toNumber = (s: string) => Number(s.trim().replace(',', '.'));

/** SPEC §5 car rules: required fields, seats 1 to 9, prices ≥ 0 with at most 2 decimals. */
export function validateCarForm(v: CarFormValues, now = new Date()): CarFormErrors {
  const errors: CarFormErrors = {};
  for (const key of REQUIRED) if (String(v[key]).trim() === '') errors[key] = 'required';
  if (!errors.seatingCapacity) {
    const seats = toNumber(v.seatingCapacity);
    if (!Number.isInteger(seats) || seats < 1 || seats > 9) errors.seatingCapacity = 'seatsRange';
  }
  for (const key of ['dailyRate', 'securityDeposit'] as const) {
    if (!errors[key] && !PRICE.test(v[key].trim())) errors[key] = 'priceFormat';
  }
  if (!errors.year) {
    const year = toNumber(v.year);
    if (!Number.isInteger(year) || year < 1950 || year > now.getFullYear() + 1) errors.year = 'yearRange';
  }
  return errors;
}

/** Numbers parsed and features split before sending. */
export function carFormToPayload(v: CarFormValues, images: string[]): CarPayload {
  return {
    mark: v.mark.trim(),
    model: v.model.trim(),
    year: toNumber(v.year),
    color: v.color.trim(),
    licensePlate: v.licensePlate.trim(),
    condition: v.condition as ApiCar['condition'],
    type: v.type,
    dailyRate: toNumber(v.dailyRate),
    securityDeposit: toNumber(v.securityDeposit),
    features: splitFeatures(v.features),
    description: v.description.trim(),
    category: v.category,
    fuelType: v.fuelType,
    seatingCapacity: toNumber(v.seatingCapacity),
    transmission: v.transmission,
    images,
  };
}
