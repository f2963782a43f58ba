import { common } from './common';
import { events, eventsResources } from './events';
import { security, securityResources } from './security';
import { business, businessResources } from './business';
import { subscriptionsResources } from './subscriptions';
import { statements, statementsResources } from './statements';
import { team, teamResources } from './team';
import { gates, gatesResources } from './gates';

/**
 * The parts of the English catalog that the default locale shows in English: every area but
 * FRENCH_BY_DEFAULT's (../locales.ts). The default locale loads these with react-admin's English
 * messages and ../fr/frenchByDefault.ts, not the whole English catalog (./index.ts adds the rest).
 * tests/unit/i18nCatalogs.test.ts checks that both give the same default catalog.
 */
export const englishByDefault = {
  ...common,
  events,
  security,
  business,
  statements,
  team,
  gates,
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
