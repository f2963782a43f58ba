import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events } from './events';
import { security } from './security';
import { scanner } from './scanner';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';

export const app: AppMessages = {
  ...common,
  events,
  security,
  scanner,
  rental,
  invoices: {
    common: invoicesCommon,
    reservation: invoicesReservation,
  },
};

export const fr = { ...frenchMessages, ...app };
