import type { ReactNode } from 'react';
import { I18nContextProvider } from 'ra-core';
import { createI18nProvider } from './createI18nProvider';
import { frenchScreenCatalog } from './frenchScreenCatalog';
import { storedLocale } from './storedLocale';

// Loaded with the first French screen (a lazy chunk); the first render already has every string.
const initialLocale = storedLocale();
const provider = createI18nProvider(
  frenchScreenCatalog,
  initialLocale,
  await frenchScreenCatalog(initialLocale),
);

/**
 * A screen SPEC words in French, under react-admin's i18n context for such screens (see
 * ./frenchScreenCatalog.ts): same locale, same store, only the default locale's `ra.*` differ.
 * react-admin's I18nContextProvider follows the language chosen in the store, as the app's does.
 */
export default function FrenchScreen({ children }: { children: ReactNode }) {
  return <I18nContextProvider value={provider}>{children}</I18nContextProvider>;
}
