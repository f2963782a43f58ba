import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { events, eventsResources } from './events';
import { security } from './security';
import { securityResources } from './securityResources';
import { business } from './business';
import { businessResources } from './businessResources';
import { moneyResources } from './money';
import { statements } from './statements';
import { statementsResources } from './statementsResources';
import { team, teamResources } from './team';
import { gates } from './gates';
import { gatesResources } from './gatesResources';
import { frenchByDefault } from './frenchByDefault';

const { rental, bankTransfers, invoices } = frenchByDefault;

/** The French catalog: the same keys as ../en (the type says so); the scanner's is ../scannerCatalog.ts. */
export const app: AppMessages = {
  ...common,
  events,
  security,
  business,
  statements,
  team,
  gates,
  bankTransfers,
  rental,
  invoices,
  /** react-admin's `resources.<name>` entries (resource name, field labels): one line per area. */
  resources: {
    ...eventsResources,
    ...securityResources,
    ...businessResources,
    ...frenchByDefault.resources,
    ...moneyResources,
    ...statementsResources,
    ...teamResources,
    ...gatesResources,
  },
};

export const fr = { ...frenchMessages, ...app };
