import { lazy } from 'react';
import ShieldIcon from '@mui/icons-material/Shield';

/**
 * The `security-agents` resource (SPEC §2 Security agents page). Agents belong to one event, so
 * the list is rendered by the events resource at /dashboard/events/{id}/security; creation is a
 * dialog of the list, and there is no edit or show page.
 */
const SecurityAgentList = lazy(() => import('./SecurityAgentList'));

export default {
  list: SecurityAgentList,
  icon: ShieldIcon,
  recordRepresentation: 'name',
};
