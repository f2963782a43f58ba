/** The rental entries of the side menu: their own module, as the dashboard's first screen shows them. */
export const rentalMenu = {
  fleet: 'Fleet',
  reservations: 'Reservations',
  reports: 'Reports',
  payments: 'Payments',
};
