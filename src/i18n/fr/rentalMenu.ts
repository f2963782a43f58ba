import type { rentalMenu as en } from '../en/rentalMenu';

/** The rental entries of the side menu in French (SPEC's wording); see ../en/rentalMenu.ts. */
export const rentalMenu: typeof en = {
  fleet: 'Flotte',
  reservations: 'Réservations',
  reports: 'Rapports',
  payments: 'Paiements',
};
