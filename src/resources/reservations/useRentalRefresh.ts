import { useQueryClient } from '@tanstack/react-query';

/** Query key of GET /api/reservations/stats (a custom method react-admin does not know about). */
export const STATS_KEY = ['reservations', 'getReservationStats'] as const;

/**
 * A reservation change also moves the stats and, on the server, the car's availability: react-admin
 * refreshes the reservations it changed; this refreshes those two neighbours.
 */
export function useRentalRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['fleet'] });
  };
}
