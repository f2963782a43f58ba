/// <reference types="vite/client" />
import { useEffect, useState } from 'react';
import { httpClient } from '../../../api/httpClient';
import { whenOffered } from '../../../authProvider/capabilities';
import { issuerFromSettings, type IssuerDetails } from '../../../lib/issuer';

export type { IssuerDetails };

/**
 * The issuer this build was configured with (VITE_ISSUER_NAME, _ADDRESS, _PHONE, _EMAIL, _TAX_ID,
 * _RNE at `vite build`; docs/deployment.md), for an API that does not publish its own.
 */
function configuredIssuer(): IssuerDetails {
  return issuerFromSettings(import.meta.env, 'VITE_ISSUER_');
}

/**
 * The invoices' issuer as the server is configured (INVOICE_ISSUER_* variables, GET
 * /api/public/issuer, the issuer extension); without that extension, or if the server cannot say,
 * this build's configuration. Null until known.
 */
export function useIssuer(): IssuerDetails | null {
  const [issuer, setIssuer] = useState<IssuerDetails | null>(null);
  useEffect(() => {
    let cancelled = false;
    whenOffered(
      'issuer',
      () => httpClient<IssuerDetails>('/api/public/issuer', { token: null }),
      configuredIssuer,
    )
      .catch(configuredIssuer)
      .then((data) => !cancelled && setIssuer(data));
    return () => {
      cancelled = true;
    };
  }, []);
  return issuer;
}
