import englishMessages from 'ra-language-english';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events } from './events';
import { security } from './security';
import { scanner } from './scanner';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';
import { business } from './business';
import { bankTransfers } from './bankTransfers';
import { invoicesSubscription, invoicesTransfer } from './invoicesBusiness';

/** The English catalog: one namespace per area, with the same keys in ../fr. */
export const app = {
  ...common,
  events,
  security,
  scanner,
  rental,
  invoices: {
    common: invoicesCommon,
    reservation: invoicesReservation,
  business,
  bankTransfers,
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
  },
};

export const en = { ...englishMessages, ...app };
export type AppMessages = typeof app;
