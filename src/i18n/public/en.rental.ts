import { rental } from '../en/rental';

export const table = { rental };
