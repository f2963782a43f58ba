import { useEffect, useState } from 'react';
import { HttpError } from 'ra-core';
import { getToken } from '../../../api/token';
import { rentalApi, type Reservation } from '../../../dataProvider/rental';
import type { PublicReservationInvoice } from '../../../contract/rental';
import { isOffered } from '../../../authProvider/capabilities';

export type InvoiceState =
  | { kind: 'loading' }
  | { kind: 'error'; reason: 'loadError' | 'notFound' }
  | { kind: 'full'; reservation: Reservation }
  | { kind: 'public'; invoice: PublicReservationInvoice };

const status = (err: unknown) => (err instanceof HttpError ? err.status : 0);

/**
 * With a session the owner's full reservation; without one (or someone else's session) only the
 * public proof of the invoice, never the customer's contacts or documents.
 */
export function useReservationInvoice(id: string | undefined): InvoiceState {
  const [state, setState] = useState<InvoiceState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const done = (s: InvoiceState) => live && setState(s);
    const fail = (err: unknown) => {
      console.error('Reservation invoice load failed', err);
      done({ kind: 'error', reason: status(err) === 404 ? 'notFound' : 'loadError' });
    };
    // The public proof is an extension: without it, SPEC's page says what its own call said.
    const loadPublic = async (otherwise: unknown) => {
      if (!(await isOffered('publicInvoices'))) return fail(otherwise);
      return rentalApi
        .getPublicReservationInvoice(id!)
        .then((invoice) => done({ kind: 'public', invoice }), fail);
    };
    if (!id) {
      done({ kind: 'error', reason: 'notFound' });
    } else if (getToken()) {
      rentalApi.getReservation(id).then(
        (reservation) => done({ kind: 'full', reservation }),
        (err) => ([401, 403, 404].includes(status(err)) ? loadPublic(err) : fail(err)),
      );
    } else {
      void loadPublic(null);
    }
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
