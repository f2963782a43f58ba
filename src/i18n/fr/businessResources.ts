import type { businessResources as enResources } from '../en/businessResources';

export const businessResources: typeof enResources = {
  users: {
    name: 'Utilisateur |||| Utilisateurs',
    fields: {
      fullName: 'Utilisateur',
      phoneNumber: 'Téléphone',
      email: 'E-mail',
      balance: 'Solde',
      lastPayment: 'Dernier paiement',
      q: 'Nom ou téléphone',
      min: 'Solde min. (TND)',
      max: 'Solde max. (TND)',
      startDate: 'Date de début',
      endDate: 'Date de fin',
      amount: 'Montant (TND)',
    },
  },
  transactions: {
    name: 'Transaction |||| Transactions',
    fields: {
      type: 'Type',
      amount: 'Montant',
      transactionCode: 'Code de transaction',
      parties: 'Expéditeur / Destinataire',
      senderName: 'Expéditeur',
      receiverName: 'Destinataire',
      description: 'Description',
      createdAt: 'Date',
      statusKind: 'Statut',
      q: 'Expéditeur, destinataire, libellé',
      min: 'Montant min. (TND)',
      max: 'Montant max. (TND)',
      startDate: 'Date de début',
      endDate: 'Date de fin',
    },
  },
};
