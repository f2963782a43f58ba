/** Column labels of a statement (screen, print and CSV). */
export const statementsResources = {
  statements: {
    name: 'Statement |||| Statements',
    fields: {
      createdAt: 'Date',
      transactionCode: 'Transaction Code',
      counterparty: 'Counterparty',
      description: 'Description',
      credit: 'Money in',
      debit: 'Money out',
      balance: 'Balance',
    },
  },
};
