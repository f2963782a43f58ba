import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
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
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';

export const app: AppMessages = {
  ...common,
  rental,
  invoices: {
    common: invoicesCommon,
    reservation: invoicesReservation,
  },
import { events } from './events';

export const app: AppMessages = {
  ...common,
  events,
import { security } from './security';
import { scanner } from './scanner';

export const app: AppMessages = {
  ...common,
  security,
  scanner,
};

export const fr = { ...frenchMessages, ...app };
