import type { bankTransfers as fr } from '../fr/bankTransfers';

export const bankTransfers: typeof fr = {
  menu: 'Bank transfers',
  title: 'Bank transfers',
  status: { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' },
  viewReceipt: 'View receipt',
  viewInvoice: 'View invoice',
  loading: 'Loading transfers',
  loadError: 'Error loading bank transfers',
  retry: 'Retry',
  empty: 'No transfer found',
  searchPlaceholder: 'Search in notes...',
  export: 'Export CSV',
  links: 'Documents',
  advanced: 'Advanced Search',
  hideAdvanced: 'Hide Advanced Search',
};
