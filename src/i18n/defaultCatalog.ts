import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { common } from './en/common';
import { events } from './en/events';
import { security } from './en/security';
import { scanner } from './en/scanner';
import { business, businessResources } from './en/business';
import { bankTransfersResources } from './en/bankTransfers';
import { bankTransfers } from './fr/bankTransfers';
import { rental } from './fr/rental';
import { invoicesCommon } from './fr/invoices';
import { invoicesSubscription, invoicesTransfer } from './fr/invoicesBusiness';
import { invoicesReservation } from './fr/invoicesRental';

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
  resources: { ...businessResources, ...bankTransfersResources },
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
    reservation: invoicesReservation,
  },
};
