import { issuerFromSettings, type IssuerDetails } from '../../src/lib/issuer';

/** The invoices' issuer: the platform's company, not the customer's (issue 18). */
export type Issuer = IssuerDetails;

/**
 * Read from the environment, each with the default of src/lib/issuer.ts:
 * INVOICE_ISSUER_NAME, INVOICE_ISSUER_ADDRESS (lines separated by "|"), INVOICE_ISSUER_PHONE,
 * INVOICE_ISSUER_EMAIL, INVOICE_ISSUER_TAX_ID, INVOICE_ISSUER_RNE.
 */
export function issuerFromEnv(env: NodeJS.ProcessEnv = process.env): Issuer {
  return issuerFromSettings(env, 'INVOICE_ISSUER_');
}
