import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
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

/** The French catalog: the same keys as ../en (the type says so). */
export const app: AppMessages = {
  ...common,
  events,
  security,
  scanner,
  business,
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
  },
};

export const fr = { ...frenchMessages, ...app };
