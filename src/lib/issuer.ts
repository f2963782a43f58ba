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

export interface IssuerDetails {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  taxId: string;
  rne: string;
}

/**
 * The issuer from settings named `{prefix}NAME`, `_ADDRESS` (lines separated by "|"), `_PHONE`,
 * `_EMAIL`, `_TAX_ID`, `_RNE`, each defaulting to ISSUER's: the server's INVOICE_ISSUER_*
 * variables, and the app's build-time VITE_ISSUER_* for an API that does not say (no issuer extension).
 */
export function issuerFromSettings(
  settings: Readonly<Record<string, string | undefined>>,
  prefix: string,
): IssuerDetails {
  const pick = (name: string, fallback: string) => settings[`${prefix}${name}`]?.trim() || fallback;
  const address = settings[`${prefix}ADDRESS`]?.trim();
  return {
    name: pick('NAME', ISSUER.name),
    addressLines: address
      ? address
          .split('|')
          .map((l) => l.trim())
          .filter(Boolean)
      : [...ISSUER.addressLines],
    phone: pick('PHONE', ISSUER.phone),
    email: pick('EMAIL', ISSUER.email),
    taxId: pick('TAX_ID', ISSUER.taxId),
    rne: pick('RNE', ISSUER.rne),
  };
}
