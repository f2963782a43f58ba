import { invoicesCommon } from '../en/invoices';
import { invoicesSubscription, invoicesTransfer } from '../en/invoicesBusiness';
import { invoicesReservation } from '../en/invoicesRental';

export const table = {
  invoices: {
    common: invoicesCommon,
    subscription: invoicesSubscription,
    transfer: invoicesTransfer,
    reservation: invoicesReservation,
  },
};
