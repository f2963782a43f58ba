/**
 * The issuer printed on every invoice (SPEC §2: the issuer's address and contact details): the
 * platform's company, never the customer's. These are the defaults; the server's INVOICE_ISSUER_*
 * variables override them (server/money/issuer.ts, GET /api/public/issuer).
 */
export const ISSUER = {
  name: 'Plateforme Billetterie & Mobilité Tunisie SA',
  addressLines: [
    'Immeuble Les Berges du Lac, Bloc B, 3e étage',
    'Rue du Lac Léman, 1053 Les Berges du Lac, Tunis',
  ],
  phone: '+216 71 234 567',
  email: 'facturation@carthage-events.tn',
  taxId: 'MF 1234567/A/M/000',
  rne: 'RNE B01234562019',
} as const;
