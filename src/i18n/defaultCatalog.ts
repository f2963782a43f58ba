import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { common } from './en/common';
import { events } from './en/events';
import { security } from './en/security';
import { scanner } from './en/scanner';
import { business } from './en/business';
import { bankTransfers } from './fr/bankTransfers';
import { rental } from './fr/rental';
import { invoicesCommon } from './fr/invoices';
import { invoicesSubscription, invoicesTransfer } from './fr/invoicesBusiness';
import { invoicesReservation } from './fr/invoicesRental';
import { moneyResources } from './en/money';

/**
 * The default locale ('English · Français') built from the namespaces it uses only, so choosing it
 * does not download the whole French catalog: English, with the FRENCH_BY_DEFAULT namespaces in
 * French. The same as `catalogs.default` (a unit test keeps them equal).
 */
export const defaultCatalog: TranslationMessages = {
  ...englishMessages,
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
