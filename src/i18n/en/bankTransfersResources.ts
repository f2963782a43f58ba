import type { bankTransfersResources as frResources } from '../fr/bankTransfersResources';

export const bankTransfersResources: typeof frResources = {
  'bank-transfers': {
    name: 'Transfer |||| Bank transfers',
    fields: {
      status: 'Status',
      amount: 'Amount',
      createdAt: 'Date',
      notes: 'Notes',
      companyName: 'Company',
      receiptUrl: 'Receipt',
      q: 'Search in notes...',
      min: 'Min Amount (TND)',
      max: 'Max Amount (TND)',
      startDate: 'Start Date',
      endDate: 'End Date',
    },
  },
};
