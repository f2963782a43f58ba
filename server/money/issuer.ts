import { ISSUER } from '../../src/lib/issuer';

/** The invoices' issuer: the platform's company, not the customer's (issue 18). */
export interface Issuer {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  taxId: string;
  rne: string;
}

/**
 * Read from the environment, each with the default of src/lib/issuer.ts:
 * INVOICE_ISSUER_NAME, INVOICE_ISSUER_ADDRESS (lines separated by "|"), INVOICE_ISSUER_PHONE,
 * INVOICE_ISSUER_EMAIL, INVOICE_ISSUER_TAX_ID, INVOICE_ISSUER_RNE.
 */
export function issuerFromEnv(env: NodeJS.ProcessEnv = process.env): Issuer {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const address = env.INVOICE_ISSUER_ADDRESS?.trim();
  return {
    name: pick('INVOICE_ISSUER_NAME', ISSUER.name),
    addressLines: address
      ? address
          .split('|')
          .map((l) => l.trim())
          .filter(Boolean)
      : [...ISSUER.addressLines],
    phone: pick('INVOICE_ISSUER_PHONE', ISSUER.phone),
    email: pick('INVOICE_ISSUER_EMAIL', ISSUER.email),
    taxId: pick('INVOICE_ISSUER_TAX_ID', ISSUER.taxId),
    rne: pick('INVOICE_ISSUER_RNE', ISSUER.rne),
  };
}
