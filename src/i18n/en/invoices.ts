/** Texts shared by the three invoice pages; each invoice adds its own sub-namespace. */
export const invoicesCommon = {
  print: 'Print',
  invoice: 'Invoice',
  number: 'Invoice number',
  date: 'Date',
  issuer: 'Issuer',
  phone: 'Phone',
  email: 'Email',
  taxId: 'Tax ID',
  qrAlt: 'QR code of this invoice: %{url}',
  scanToVerify: 'Scan to verify this invoice',
  loading: 'Loading…',
  publicNotice: 'Public view: sign in to the back-office to see the full invoice.',
  total: 'Total',
};
