import englishMessages from 'ra-language-english';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events } from './events';
import { security } from './security';
import { scanner } from './scanner';
import { business } from './business';
import { bankTransfers } from './bankTransfers';
import { invoicesSubscription, invoicesTransfer } from './invoicesBusiness';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';
import { moneyResources } from './money';

/** The English catalog: one namespace per area, with the same keys in ../fr. */
export const app = {
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
  resources: { ...moneyResources },
};

export const en = { ...englishMessages, ...app };
export type AppMessages = typeof app;
