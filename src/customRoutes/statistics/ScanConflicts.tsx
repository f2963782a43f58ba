import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { useExtension } from '../../authProvider/useExtension';

/**
 * Offline admissions another gate had already made (issue 17): counted apart, never as a second
 * admission. Shown only when there are some. Read through the dataProvider, so that a rejected
 * session (401) signs out as on every other call. Only a server with the scan sync has them.
 */
export function ScanConflicts({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The count is the gates' (a security-agents call): asked only of a role that may read them.
  const { canAccess } = useCanAccess({ resource: 'security-agents', action: 'list' });
  const offered = useExtension('scanSync') === true && canAccess === true;
  const { data } = useQuery({
    enabled: offered,
    queryKey: ['events', 'scanConflicts', eventId],
    queryFn: () => dataProvider.getScanConflicts(eventId),
    retry: false,
  });
  // Not a number once a 401 has signed out: react-admin then answers `{ data: {} }` while it redirects.
  if (!offered || typeof data !== 'number' || data === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="scan-conflicts">
      {translate('events.stats.scanConflicts', { smart_count: data })}
    </Alert>
  );
}
