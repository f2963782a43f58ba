import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
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

export const app: AppMessages = {
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

export const fr = { ...frenchMessages, ...app };
