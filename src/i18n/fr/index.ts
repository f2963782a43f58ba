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
import { security } from './security';
import { scanner } from './scanner';

export const app: AppMessages = {
  ...common,
  security,
  scanner,
};

export const fr = { ...frenchMessages, ...app };
