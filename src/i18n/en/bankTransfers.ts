import type { bankTransfers as fr } from '../fr/bankTransfers';

export const bankTransfers: typeof fr = {
  menu: 'Bank transfers',
  title: 'Bank transfers',
  status: { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' },
  amount: 'Amount',
  date: 'Date',
  notes: 'Notes',
  viewReceipt: 'View receipt',
  viewInvoice: 'View invoice',
  loading: 'Loading transfers',
  loadError: 'Error loading bank transfers',
  retry: 'Retry',
  empty: 'No transfer found',
};
