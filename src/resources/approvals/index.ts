import { lazy } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineResource } from '../defineResource';

/**
 * Funds movements waiting for a second person: resource 'approvals' (route /dashboard/approvals), on
 * servers that offer it (the `approvals` extension). The owner and accounts members reach it; the
 * menu entry carries the count they may decide (src/layout/Menu.tsx).
 */
export default defineResource({
  name: 'approvals',
  list: lazy(() => import('./ApprovalList')),
  icon: FactCheckIcon,
  extension: 'approvals',
});
