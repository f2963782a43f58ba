import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';
import { events } from './events';

export const app: AppMessages = {
  ...common,
  events,
};

export const fr = { ...frenchMessages, ...app };
