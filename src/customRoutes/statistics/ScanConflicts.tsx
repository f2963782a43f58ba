import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { request } from '../../api/request';

/**
 * Offline admissions another gate had already made (issue 17): counted apart, never as a second
 * admission. Shown only when there are some.
 */
export function ScanConflicts({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['events', 'scanConflicts', eventId],
    queryFn: async () =>
      (
        await request<{ data: { conflicts: number } }>(
          `/api/security-agents/event/${encodeURIComponent(eventId)}/sync-summary`,
        )
      ).data.conflicts,
    retry: false,
  });
  if (!data) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="scan-conflicts">
      {translate('events.stats.scanConflicts', { smart_count: data })}
    </Alert>
  );
}
