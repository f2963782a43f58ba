import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'ra-core';
import { RentalFormDialog } from '../../layout/RentalFormDialog';
import { errorMessage } from '../../api/httpClient';
import { emptyReservation } from '../../lib/reservationForm';
import { ReservationForm } from './ReservationForm';
import { useRentalRefresh } from './useRentalRefresh';

const namesAField = (err: unknown) =>
  err instanceof HttpError && Boolean((err.body as { errors?: unknown } | undefined)?.errors);

/** Create and edit modals of the reservation form: react-admin's create/edit controllers in a Dialog. */
export function ReservationDialog({ id, onClose }: { id?: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshNeighbours = useRentalRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  const mutationOptions = {
    onSuccess: () => {
      notify(id ? 'rental.reservations.updated' : 'rental.reservations.created', { type: 'success' });
      refreshNeighbours();
      onClose();
    },
    // A refusal that names a field shows under it; any other (an overlapping booking) above the form.
    onError: (err: unknown) =>
      setFailure(namesAField(err) ? null : errorMessage(err, translate('rental.reservationForm.saveFailed'))),
  };
  return (
    <RentalFormDialog
      resource="reservations"
      id={id}
      titleId="reservation-form-title"
      mutationOptions={mutationOptions}
      onClose={onClose}
      form={(editing) => (
        <ReservationForm
          title={editing ? 'rental.reservationForm.editTitle' : 'rental.reservationForm.createTitle'}
          editing={editing}
          failure={failure}
          onSubmitStart={() => setFailure(null)}
          onClose={onClose}
          defaultValues={editing ? undefined : emptyReservation()}
        />
      )}
    />
  );
}
