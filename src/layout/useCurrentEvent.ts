import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../dataProvider';

/** The current event's query: screens that change an event (activation, deletion) invalidate it. */
export const CURRENT_EVENT_QUERY_KEY = ['events', 'current'] as const;

/** SPEC §4 current-event loader: loading, error ('Failed to fetch current event', also logged), data. */
export function useCurrentEvent() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: CURRENT_EVENT_QUERY_KEY,
    queryFn: () => dataProvider.getCurrentEvent(),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  useEffect(() => {
    if (query.error) console.error('Failed to fetch current event', query.error);
  }, [query.error]);
  return query;
}
