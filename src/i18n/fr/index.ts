import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';

export const app: AppMessages = {
  ...common,
  invoices: {
    common: invoicesCommon,
  },
};

export const fr = { ...frenchMessages, ...app };
