import type { invoicesCommon as en } from '../en/invoices';

export const invoicesCommon: typeof en = {
  print: 'Imprimer',
  invoice: 'Facture',
  number: 'N° de facture',
  date: 'Date',
  issuer: 'Émetteur',
  phone: 'Téléphone',
  email: 'E-mail',
  taxId: 'Matricule fiscal',
  qrAlt: 'QR code de cette facture : %{url}',
  scanToVerify: 'Scannez pour vérifier cette facture',
  loading: 'Chargement…',
  publicNotice: 'Vue publique : connectez-vous au back-office pour voir la facture complète.',
  total: 'Total',
};
