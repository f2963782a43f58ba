/** 'Virements bancaires' screen (SPEC §2, §4, §8): French by default. */
export const bankTransfers = {
  menu: 'Virements bancaires',
  title: 'Virements bancaires',
  status: { PENDING: 'En attente', APPROVED: 'Approuvé', REJECTED: 'Rejeté' },
  viewReceipt: 'Voir le reçu',
  viewInvoice: 'Voir la facture',
  loading: 'Chargement des virements',
  loadError: 'Erreur lors du chargement des virements',
  retry: 'Réessayer',
  empty: 'Aucun virement trouvé',
  searchPlaceholder: 'Rechercher dans les notes...',
  export: 'Exporter en CSV',
  links: 'Documents',
  advanced: 'Recherche avancée',
  hideAdvanced: 'Masquer la recherche avancée',
};
