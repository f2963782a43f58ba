import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../../dataProvider';

/** The event's phones (extension devices), refreshed every 15 s for their last contact and queues. */
export function useDevices(eventId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = ['devices', eventId];
  const query = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getDevices(eventId),
    refetchInterval: 15_000,
  });
  return { ...query, dataProvider, reload: () => queryClient.invalidateQueries({ queryKey: key }) };
}
