/** Statements of a balance and reversals of fund transfers (business area, English by default). */
export const statements = {
  ownTitle: 'Business statement',
  userTitle: 'Statement — %{name}',
  openUser: 'Statement',
  openOwn: 'My statement',
  from: 'From',
  to: 'To',
  print: 'Print',
  export: 'Export CSV',
  back: 'Back to users',
  period: 'From %{from} to %{to}',
  phone: 'Phone: %{phone}',
  opening: 'Opening balance',
  totalIn: 'Money in',
  totalOut: 'Money out',
  closing: 'Closing balance',
  empty: 'No movement in this period',
  loadError: 'Failed to load the statement',
  reversal: 'Reversal',
  reverse: {
    action: 'Reverse',
    title: 'Reverse this transfer?',
    content:
      'A new transfer of %{amount} moves the money back from %{name} to your balance. The original transfer stays in the history.',
    done: 'Transfer reversed',
    reversed: 'Reversed',
  },
};
