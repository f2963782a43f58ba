/** react-admin field labels (`resources.<name>.fields.<field>`): column headers, filters, CSV headers. */
export const businessResources = {
  users: {
    name: 'User |||| Users',
    fields: {
      fullName: 'User',
      phoneNumber: 'Phone',
      email: 'Email',
      balance: 'Balance',
      lastPayment: 'Last Payment',
      q: 'Search by name or phone...',
      min: 'Min Balance (TND)',
      max: 'Max Balance (TND)',
      startDate: 'Start Date',
      endDate: 'End Date',
      amount: 'Amount (TND)',
    },
  },
  transactions: {
    name: 'Transaction |||| Transactions',
    fields: {
      type: 'Type',
      amount: 'Amount',
      transactionCode: 'Transaction Code',
      parties: 'Sender / Receiver',
      senderName: 'Sender',
      receiverName: 'Receiver',
      description: 'Description',
      createdAt: 'Date',
      statusKind: 'Status',
      q: 'Sender, receiver or description',
      min: 'Min Amount (TND)',
      max: 'Max Amount (TND)',
      startDate: 'Start Date',
      endDate: 'End Date',
    },
  },
};
