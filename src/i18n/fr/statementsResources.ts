import type { statementsResources as enResources } from '../en/statementsResources';

export const statementsResources: typeof enResources = {
  statements: {
    name: 'Relevé |||| Relevés',
    fields: {
      createdAt: 'Date',
      transactionCode: 'Code de transaction',
      counterparty: 'Contrepartie',
      description: 'Description',
      credit: 'Entrée',
      debit: 'Sortie',
      balance: 'Solde',
    },
  },
};
