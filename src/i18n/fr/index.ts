import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';
import { security } from './security';
import { scanner } from './scanner';

export const app: AppMessages = {
  ...common,
  invoices: {
    common: invoicesCommon,
  },
  security,
  scanner,
};

export const fr = { ...frenchMessages, ...app };
