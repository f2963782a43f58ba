import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events } from './events';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';

export const app: AppMessages = {
  ...common,
  events,
  rental,
  invoices: {
    common: invoicesCommon,
    reservation: invoicesReservation,
  },
import { security } from './security';
import { scanner } from './scanner';

export const app: AppMessages = {
  ...common,
  security,
  scanner,
};

export const fr = { ...frenchMessages, ...app };
