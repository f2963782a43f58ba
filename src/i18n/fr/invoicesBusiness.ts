/** Subscription and bank-transfer invoices (French by default, like every invoice). */
export const invoicesSubscription = {
  heading: 'Facture',
  customer: 'Client',
  phone: 'Téléphone',
  location: 'Lieu',
  period: "Période d'abonnement",
  startDate: 'Début',
  expiryDate: 'Expiration',
  days: '%{smart_count} jour |||| %{smart_count} jours',
  description: 'Description',
  subscriptionLine: 'Abonnement (%{days})',
  dailyRate: 'Tarif journalier',
  quantity: 'Jours',
  amount: 'Montant TTC',
  net: 'Total HT',
  vat: 'TVA (19 %)',
  total: 'Total TTC',
  unavailable: 'Facture indisponible',
};

export const invoicesTransfer = {
  heading: 'Facture',
  company: 'Société',
  status: 'Statut',
  statuses: { PENDING: 'En attente', APPROVED: 'Approuvé', REJECTED: 'Rejeté' },
  description: 'Description',
  line: 'Alimentation du compte par virement bancaire',
  notes: 'Notes',
  net: 'Montant HT',
  vat: 'TVA (19 %)',
  total: 'Total TTC',
  notFound: 'Facture introuvable',
  customer: 'Client',
  noInvoice: "Il n'y a pas de facture pour ce virement : seul un virement approuvé est facturé.",
  noInvoiceStatus:
    "Il n'y a pas de facture pour ce virement : il est %{status}. Seul un virement approuvé est facturé.",
};
