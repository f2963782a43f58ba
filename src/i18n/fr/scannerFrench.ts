import { scanner } from './scanner';
import { validation } from './validation';
import { app } from './common';

/** The door scanner's namespaces in French (../scannerCatalog.ts fetches them when French is chosen). */
export const scannerFrench = { scanner, validation, app };
