import frenchMessages from 'ra-language-french';
import type { AppMessages } from '../en';
import { common } from './common';

export const app: AppMessages = {
  ...common,
};

export const fr = { ...frenchMessages, ...app };
