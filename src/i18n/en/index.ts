import englishMessages from 'ra-language-english';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events, eventsResources } from './events';
import { security, securityResources } from './security';
import { scanner } from './scanner';
import { business, businessResources } from './business';
import { bankTransfers, bankTransfersResources } from './bankTransfers';
import { invoicesSubscription, invoicesTransfer } from './invoicesBusiness';
import { rental, rentalResources } from './rental';
import { invoicesReservation } from './invoicesRental';
import { moneyResources } from './money';
import { statements, statementsResources } from './statements';
import { team, teamResources } from './team';
import { gates, gatesResources } from './gates';

/** The English catalog: one namespace per area, with the same keys in ../fr. */
export const app = {
  ...common,
  events,
  security,
  scanner,
  business,
  statements,
  team,
  gates,
  bankTransfers,
  rental,
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
    reservation: invoicesReservation,
  },
  /** react-admin's `resources.<name>` entries (resource name, field labels): one line per area. */
  resources: {
    ...eventsResources,
    ...securityResources,
    ...rentalResources,
    ...businessResources,
    ...bankTransfersResources,
    ...moneyResources,
    ...statementsResources,
    ...teamResources,
    ...gatesResources,
  },
};

export const en = { ...englishMessages, ...app };
export type AppMessages = typeof app;
