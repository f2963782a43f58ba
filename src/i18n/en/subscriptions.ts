/**
 * The subscription invoices' list: English in the default locale too, so it is apart from the
 * journal and the payments (./money.ts), which the default locale shows in French.
 */
export const subscriptionsResources = {
  subscriptions: {
    name: 'Subscription |||| Subscriptions',
    menu: 'Subscriptions',
    export: 'subscriptions',
    empty: 'No subscription payment yet',
    viewInvoice: 'View the invoice',
    fields: {
      paymentNumber: 'Invoice number',
      dateTime: 'Date',
      customerFullName: 'Customer',
      amount: 'Amount incl. VAT',
      period: 'Period',
      q: 'Search',
      startDate: 'From',
      endDate: 'To',
    },
  },
};
