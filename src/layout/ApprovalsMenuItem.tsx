import { lazy, Suspense } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu as RaMenu, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { useExtension } from '../authProvider/useExtension';

// MUI's Badge is downloaded the first time something waits: most visits have nothing waiting.
const WaitingBadge = lazy(() => import('./WaitingBadge'));

/** Refreshed every minute: a movement another person asks for shows up without a reload. */
const REFRESH_MS = 60_000;

/**
 * The Approvals entry of the side menu, with a badge counting the movements waiting that the
 * signed-in person may decide (someone else asked for them). Shown as react-admin's own resource
 * entry: only to whoever may see approvals, on a server that offers them.
 */
export function ApprovalsMenuItem({ current }: { current?: 'page' }) {
  const translate = useTranslate();
  const offered = useExtension('approvals');
  const { canAccess } = useCanAccess({ resource: 'approvals', action: 'list' });
  const { total } = useGetList(
    'approvals',
    { filter: { status: 'pending', mine: false }, pagination: { page: 1, perPage: 1 } },
    { enabled: offered === true && canAccess === true, refetchInterval: REFRESH_MS },
  );
  const waiting = total ?? 0;
  return (
    <RaMenu.ResourceItem
      name="approvals"
      aria-current={current}
      leftIcon={
        // No badge at all while nothing waits: a hidden "0" would still be text on the page.
        waiting > 0 ? (
          <Suspense fallback={<FactCheckIcon />}>
            <WaitingBadge
              count={waiting}
              label={translate('resources.approvals.waiting', { smart_count: waiting })}
            >
              <FactCheckIcon />
            </WaitingBadge>
          </Suspense>
        ) : (
          <FactCheckIcon />
        )
      }
    />
  );
}
