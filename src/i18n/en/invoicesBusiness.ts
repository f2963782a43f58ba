import type { invoicesSubscription as frSub, invoicesTransfer as frTrf } from '../fr/invoicesBusiness';

export const invoicesSubscription: typeof frSub = {
  heading: 'Invoice',
  customer: 'Customer',
  phone: 'Phone',
  location: 'Location',
  period: 'Subscription period',
  startDate: 'Start',
  expiryDate: 'Expiry',
  days: '%{smart_count} day |||| %{smart_count} days',
  description: 'Description',
  subscriptionLine: 'Subscription (%{days})',
  dailyRate: 'Daily rate',
  quantity: 'Days',
  amount: 'Amount incl. VAT',
  net: 'Total excl. VAT',
  vat: 'VAT (19%)',
  total: 'Total incl. VAT',
  unavailable: 'Invoice unavailable',
};

export const invoicesTransfer: typeof frTrf = {
  heading: 'Invoice',
  company: 'Company',
  status: 'Status',
  statuses: { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' },
  description: 'Description',
  line: 'Account top-up by bank transfer',
  notes: 'Notes',
  net: 'Amount excl. VAT',
  vat: 'VAT (19%)',
  total: 'Total incl. VAT',
  notFound: 'Invoice not found',
  customer: 'Customer',
  noInvoice: 'There is no invoice for this transfer: only an approved transfer is invoiced.',
  noInvoiceStatus:
    'There is no invoice for this transfer: it is %{status}. Only an approved transfer is invoiced.',
};
