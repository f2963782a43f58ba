import { useRefresh } from 'ra-core';

/** Query key of GET /api/reservations/stats (a custom method react-admin does not know about). */
export const STATS_KEY = ['reservations', 'getReservationStats'] as const;

/**
 * A reservation change also moves the stats and, on the server, the car's availability: react-admin
 * refreshes the reservations it changed; its public `useRefresh` brings those neighbours along
 * (its query keys are its own business, so none is named here).
 */
export function useRentalRefresh() {
  return useRefresh();
}
