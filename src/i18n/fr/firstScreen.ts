import { rentalMenu } from './rentalMenu';
import { rentalResources } from './rentalResources';
import { moneyResources } from './money';
import { bankTransfersResources } from './bankTransfersResources';

/**
 * What the dashboard's first page shows in French in the default locale (see ../en/firstScreen.ts):
 * the rental entries of the menu and the resources SPEC words in French
 * (FRENCH_RESOURCES_BY_DEFAULT in ../locales.ts). ./frenchByDefault.ts adds the French areas.
 */
export const frenchFirstScreen = {
  rental: { menu: rentalMenu },
  resources: {
    ...rentalResources,
    payments: moneyResources.payments,
    journal: moneyResources.journal,
    ...bankTransfersResources,
  },
};
