import { invoicesCommon } from '../fr/invoices';
import { invoicesSubscription, invoicesTransfer } from '../fr/invoicesBusiness';
import { invoicesReservation } from '../fr/invoicesRental';

export const table = {
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
    reservation: invoicesReservation,
  },
};
