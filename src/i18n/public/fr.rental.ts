import { rental } from '../fr/rental';

export const table = { rental };
