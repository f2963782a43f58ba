import { lazy } from 'react';
import ShieldIcon from '@mui/icons-material/Shield';
import { defineResource } from '../defineResource';

/**
 * The `security-agents` resource (SPEC §2 Security agents page). Agents belong to one event, so
 * the list is rendered by the events resource at /dashboard/events/{id}/security; creation is a
 * dialog of the list, and there is no edit or show page.
 */
const SecurityAgentList = lazy(() => import('./SecurityAgentList'));

export default defineResource({
  name: 'security-agents',
  list: SecurityAgentList,
  icon: ShieldIcon,
  recordRepresentation: 'name',
  // Reached from an event (its Security page), not from the side menu.
  menu: false,
  dataProvider: () => import('../../dataProvider/securityAgents').then((m) => m.securityAgentsDataProvider),
});
