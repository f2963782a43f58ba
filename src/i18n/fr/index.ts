import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events, eventsResources } from './events';
import { security, securityResources } from './security';
import { scanner } from './scanner';
import { business } from './business';
import { bankTransfers } from './bankTransfers';
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
    ...eventsResources,
    ...securityResources,
  },
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
    reservation: invoicesReservation,
  },
};

export const fr = { ...frenchMessages, ...app };
