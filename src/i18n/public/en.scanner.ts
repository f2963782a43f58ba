import { scanner } from '../en/scanner';

export const table = { scanner };
