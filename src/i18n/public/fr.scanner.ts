import { scanner } from '../fr/scanner';

export const table = { scanner };
