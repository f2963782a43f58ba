import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { security } from './security';
import { scanner } from './scanner';
import { events } from './events';
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
  security,
  scanner,
  events,
};

export const fr = { ...frenchMessages, ...app };
