import englishMessages from 'ra-language-english';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { events } from './events';
import { security } from './security';
import { scanner } from './scanner';
import { rental } from './rental';
import { invoicesReservation } from './invoicesRental';

/** The English catalog: one namespace per area, with the same keys in ../fr. */
export const app = {
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

export const en = { ...englishMessages, ...app };
export type AppMessages = typeof app;
