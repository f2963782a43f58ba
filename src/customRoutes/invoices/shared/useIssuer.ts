import { useEffect, useState } from 'react';
import { httpClient } from '../../../api/httpClient';
import { ISSUER } from '../../../lib/issuer';

export interface IssuerDetails {
  name: string;
  addressLines: readonly string[];
  phone: string;
  email: string;
  taxId: string;
  rne: string;
}

/**
 * The invoices' issuer as the server is configured (INVOICE_ISSUER_* variables, GET
 * /api/public/issuer); null until known, the built-in defaults if the server cannot say.
 */
export function useIssuer(): IssuerDetails | null {
  const [issuer, setIssuer] = useState<IssuerDetails | null>(null);
  useEffect(() => {
    let cancelled = false;
    httpClient<IssuerDetails>('/api/public/issuer', { token: null })
      .then((data) => !cancelled && setIssuer(data))
      .catch(() => !cancelled && setIssuer(ISSUER));
    return () => {
      cancelled = true;
    };
  }, []);
  return issuer;
}
