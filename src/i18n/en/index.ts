import englishMessages from 'ra-language-english';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events } from './events';
import { security } from './security';
import { scanner } from './scanner';
import { business, businessResources } from './business';
import { bankTransfers, bankTransfersResources } from './bankTransfers';
import { invoicesSubscription, invoicesTransfer } from './invoicesBusiness';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';

/** The English catalog: one namespace per area, with the same keys in ../fr. */
export const app = {
  ...common,
  events,
  security,
  scanner,
  business,
  bankTransfers,
  rental,
  resources: {
    ...businessResources,
    ...bankTransfersResources,
  },
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
    reservation: invoicesReservation,
  },
};

export const en = { ...englishMessages, ...app };
export type AppMessages = typeof app;
