import type { ReactNode } from 'react';
import { I18nContextProvider, StoreContextProvider } from 'ra-core';
import { i18nProvider } from '.';
import { store } from '../store';

/**
 * The public pages (sign-in, password, scanner, invoices) translate with the dashboard's
 * i18nProvider and keep the language in the same react-admin store: `useTranslate` and
 * `useLocaleState` work there as in the dashboard.
 */
export function PublicI18nProvider({ children }: { children: ReactNode }) {
  return (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </StoreContextProvider>
  );
}
