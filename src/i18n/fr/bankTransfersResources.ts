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
