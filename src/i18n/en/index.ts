import englishMessages from 'ra-language-english';
import { englishByDefault } from './englishByDefault';
import { invoicesCommon } from './invoices';
import { bankTransfers } from './bankTransfers';
import { bankTransfersResources } from './bankTransfersResources';
import { invoicesSubscription, invoicesTransfer } from './invoicesBusiness';
import { rental } from './rental';
import { rentalResources } from './rentalResources';
import { invoicesReservation } from './invoicesRental';
import { moneyResources } from './money';

/**
 * The English catalog: one namespace per area, with the same keys in ../fr. The areas the default
 * locale shows in English are in ./englishByDefault.ts; here are added those it shows in French
 * (FRENCH_BY_DEFAULT and FRENCH_RESOURCES_BY_DEFAULT in ../locales.ts). The door scanner's
 * namespace is not here: the scanner is its own app with its own catalog (../scannerCatalog.ts).
 */
export const app = {
  ...englishByDefault,
  bankTransfers,
  rental,
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
    reservation: invoicesReservation,
  },
  /** react-admin's `resources.<name>` entries (resource name, field labels): one line per area. */
  resources: {
    ...englishByDefault.resources,
    ...rentalResources,
    ...bankTransfersResources,
    ...moneyResources,
  },
};

export const en = { ...englishMessages, ...app };
export type AppMessages = typeof app;
