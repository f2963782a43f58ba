/** The issuer printed on every invoice (SPEC §2: the issuer's address and contact details). */
export const ISSUER = {
  name: 'Carthage Events & Mobility SARL',
  addressLines: [
    'Immeuble Les Berges du Lac, Bloc B, 3e étage',
    'Rue du Lac Léman, 1053 Les Berges du Lac, Tunis',
  ],
  phone: '+216 71 234 567',
  email: 'facturation@carthage-events.tn',
  taxId: 'MF 1234567/A/M/000',
  rne: 'RNE B01234562019',
} as const;
