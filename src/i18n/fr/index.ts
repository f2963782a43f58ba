import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';

export const app: AppMessages = {
  ...common,
  rental,
  invoices: {
    common: invoicesCommon,
    reservation: invoicesReservation,
  },
import { events } from './events';

export const app: AppMessages = {
  ...common,
  events,
};

export const fr = { ...frenchMessages, ...app };
