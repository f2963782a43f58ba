import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { HttpError, useTranslate } from 'ra-core';
import { getToken } from '../../../api/token';
import { businessMethods } from '../../../dataProvider/business';
import type { PublicInvoiceSummary } from '../../../contract/business';
import { invoicePublicUrl } from './InvoiceLayout';
import { isOffered } from '../../../authProvider/capabilities';

export type InvoiceState<T> =
  | { status: 'loading' }
  | { status: 'full'; data: T }
  | { status: 'public'; data: PublicInvoiceSummary }
  | { status: 'error'; error: unknown };

/**
 * An invoice opened from the dashboard (owner's session) shows everything; the same URL opened
 * without a session (the QR code on paper), or by another account, shows only what proves it genuine.
 */
export function useSessionOrPublicInvoice<T>(
  kind: 'subscription' | 'transfer',
  id: string | undefined,
  loadFull: (id: string) => Promise<T>,
) {
  const [state, setState] = useState<InvoiceState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    setState({ status: 'loading' });
    (async () => {
      if (getToken()) {
        try {
          const data = await loadFull(id);
          if (!cancelled) setState({ status: 'full', data });
          return;
        } catch {
          // Not this account's invoice, or the session expired: fall back to the public view.
        }
      }
      try {
        // The public view is an extension: without it, only the owner's session opens an invoice.
        if (!(await isOffered('publicInvoices'))) throw new HttpError('', 401, null);
        const data = await businessMethods.getPublicInvoice(kind, id);
        if (!cancelled) setState({ status: 'public', data });
      } catch (error) {
        if (!cancelled) setState({ status: 'error', error });
      }
    })();
    return () => {
      cancelled = true;
    };
    // loadFull is a module-level function of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id]);
  return state;
}

/**
 * What a business invoice page (`route`/{id}) starts from: the invoice of the route's id, opened
 * with the session or publicly; its texts (invoices.{kind}.*); its public address for the QR code.
 */
export function useBusinessInvoice<T>(
  kind: 'subscription' | 'transfer',
  route: string,
  loadFull: (id: string) => Promise<T>,
) {
  const { id } = useParams();
  const translate = useTranslate();
  const state = useSessionOrPublicInvoice(kind, id, loadFull);
  const t = (key: string, opts?: Record<string, unknown>) => translate(`invoices.${kind}.${key}`, opts);
  return { state, t, publicUrl: invoicePublicUrl(`${route}/${id ?? ''}`) };
}
