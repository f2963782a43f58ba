import { carSchema as carBodySchema, NEW_CAR_DEFAULTS, type CarBody } from '../../src/contract/rental';

/** The enums and body schemas live once in the contract (src/contract/rental.ts). */
export {
  availabilitySchema,
  AVAILABILITIES,
  CAR_TYPES,
  CATEGORIES,
  CONDITIONS,
  FUEL_TYPES,
  LIVE_STATUSES,
  MAX_CAR_IMAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  reservationSchema,
  statusOnlySchema,
  TRANSMISSIONS,
} from '../../src/contract/rental';

/** The contract's car body as a database row: SPEC §9 defaults filled, money as numeric text. */
export function carRow(b: CarBody) {
  return {
    mark: b.mark,
    model: b.model,
    year: b.year,
    color: b.color,
    licensePlate: b.licensePlate,
    condition: b.condition,
    type: b.type ?? b.options ?? NEW_CAR_DEFAULTS.type,
    dailyRate: b.dailyRate.toFixed(2),
    securityDeposit: b.securityDeposit.toFixed(2),
    features: b.features ?? [],
    description: b.description ?? '',
    category: b.category ?? NEW_CAR_DEFAULTS.category,
    fuelType: b.fuelType ?? NEW_CAR_DEFAULTS.fuelType,
    seatingCapacity: b.seatingCapacity ?? NEW_CAR_DEFAULTS.seatingCapacity,
    transmission: b.transmission ?? NEW_CAR_DEFAULTS.transmission,
    images: b.images ?? [],
    availability: b.availability,
  };
}

/** What POST/PUT /api/rental-cars/fleet accept: the contract's schema, then the row. */
export const carSchema = carBodySchema.transform(carRow);
