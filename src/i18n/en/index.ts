import englishMessages from 'ra-language-english';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events } from './events';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';
import { security } from './security';
import { scanner } from './scanner';

/** The English catalog: one namespace per area, with the same keys in ../fr. */
export const app = {
  ...common,
  events,
  rental,
  invoices: {
    common: invoicesCommon,
    reservation: invoicesReservation,
  },
  security,
  scanner,
};

export const en = { ...englishMessages, ...app };
export type AppMessages = typeof app;
