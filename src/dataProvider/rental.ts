/**
 * The rental area's providers under the names the rest of the app imports (dataProvider/index.ts,
 * the reservation invoice): each resource lives in its own file, fleet.ts and reservations.ts.
 */
import { fleetDataProvider, fleetMethods } from './fleet';
import { reservationMethods, reservationsDataProvider } from './reservations';

export type { Car } from './fleet';
export type { Reservation } from './reservations';
export { fleetDataProvider, fleetMethods, reservationMethods, reservationsDataProvider };

export const fleetProvider = fleetDataProvider;
export const reservationsProvider = reservationsDataProvider;
/** Every custom rental method (index.ts spreads it into the dataProvider). */
export const rentalApi = { ...fleetMethods, ...reservationMethods };
