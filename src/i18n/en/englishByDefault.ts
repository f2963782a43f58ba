import { security } from './security';
import { business } from './business';
import { statements } from './statements';
import { gates } from './gates';
import { englishFirstScreen } from './firstScreen';

/**
 * The parts of the English catalog that the default locale shows in English: every area but
 * FRENCH_BY_DEFAULT's (../locales.ts), the first page's (./firstScreen.ts) and the others. The
 * default locale loads these with react-admin's English messages and ../fr/frenchByDefault.ts, not
 * the whole English catalog (./index.ts adds the rest). tests/unit/i18nCatalogs.test.ts checks that
 * both give the same default catalog.
 */
export const englishByDefault = {
  ...englishFirstScreen,
  security,
  business,
  statements,
  gates,
};
