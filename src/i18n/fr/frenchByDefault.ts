import { bankTransfers } from './bankTransfers';
import { invoicesCommon } from './invoices';
import { invoicesSubscription, invoicesTransfer } from './invoicesBusiness';
import { invoicesReservation } from './invoicesRental';
import { rental } from './rental';
import { frenchFirstScreen } from './firstScreen';

/**
 * The parts of the French catalog that the default locale shows in French (FRENCH_BY_DEFAULT and
 * FRENCH_RESOURCES_BY_DEFAULT in ../locales.ts): the default locale loads these, not the whole
 * French catalog. tests/unit/i18nCatalogs.test.ts checks that both give the same default catalog.
 */
export const frenchByDefault = {
  ...frenchFirstScreen,
  rental,
  bankTransfers,
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
    reservation: invoicesReservation,
  },
};
