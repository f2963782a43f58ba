import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { invoicesCommon } from './invoices';

export const app: AppMessages = {
  ...common,
  invoices: {
    common: invoicesCommon,
  },
import { events } from './events';

export const app: AppMessages = {
  ...common,
  events,
};

export const fr = { ...frenchMessages, ...app };
