import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events } from './events';
import { security } from './security';
import { scanner } from './scanner';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';

export const app: AppMessages = {
  ...common,
  events,
  security,
  scanner,
  rental,
  invoices: {
    common: invoicesCommon,
    reservation: invoicesReservation,
import { business } from './business';
import { bankTransfers } from './bankTransfers';
import { invoicesSubscription, invoicesTransfer } from './invoicesBusiness';

export const app: AppMessages = {
  ...common,
  business,
  bankTransfers,
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
  },
};

export const fr = { ...frenchMessages, ...app };
