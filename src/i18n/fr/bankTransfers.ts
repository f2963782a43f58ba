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

/** react-admin field labels of resource 'bank-transfers'. */
export const bankTransfersResources = {
  'bank-transfers': {
    name: 'Virement |||| Virements bancaires',
    fields: {
      status: 'Statut',
      amount: 'Montant',
      createdAt: 'Date',
      notes: 'Notes',
      companyName: 'Société',
      receiptUrl: 'Reçu',
      q: 'Rechercher dans les notes...',
      min: 'Montant min. (TND)',
      max: 'Montant max. (TND)',
      startDate: 'Date de début',
      endDate: 'Date de fin',
    },
  },
};
