import { common } from './common';
import { events, eventsResources } from './events';
import { team, teamResources } from './team';
import { securityResources } from './securityResources';
import { businessResources } from './businessResources';
import { subscriptionsResources } from './subscriptions';
import { statementsResources } from './statementsResources';
import { gatesResources } from './gatesResources';

/**
 * What the dashboard's first page (the events list, with the menu, the app bar and the page a role
 * without it sees) shows in English in the default locale: the shared texts, the events area, the
 * team's "not allowed" page and every resource's entry (the menu names them all). The default
 * locale loads this first on that page; ./englishByDefault.ts adds the other areas.
 */
export const englishFirstScreen = {
  ...common,
  events,
  team,
  /** react-admin's `resources.<name>` entries (resource name, field labels): one line per area. */
  resources: {
    ...eventsResources,
    ...securityResources,
    ...businessResources,
    ...subscriptionsResources,
    ...statementsResources,
    ...teamResources,
    ...gatesResources,
  },
};
