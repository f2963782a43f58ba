import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { security } from './security';
import { scanner } from './scanner';
import { events } from './events';

export const app: AppMessages = {
  ...common,
  invoices: {
    common: invoicesCommon,
  },
  security,
  scanner,
  events,
};

export const fr = { ...frenchMessages, ...app };
