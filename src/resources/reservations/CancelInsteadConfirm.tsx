import { Confirm } from 'react-admin';
import { useNotify, useTranslate, useUpdate } from 'ra-core';
import type { Reservation } from '../../dataProvider/reservations';
import { useRentalRefresh } from './useRentalRefresh';

/**
 * Offered when the server refuses to delete a reservation whose payments moved money (409,
 * src/contract/reservationDeletion.ts): cancelling keeps the reservation and its payments in every
 * total, list and the journal.
 */
export function CancelInsteadConfirm({
  reservation,
  isOpen,
  onClose,
}: {
  reservation: Reservation;
  isOpen: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const refreshNeighbours = useRentalRefresh();
  const [update, { isPending }] = useUpdate<Reservation>();
  const cancel = () =>
    update(
      'reservations',
      { id: reservation.id, data: { status: 'cancelled' }, previousData: reservation },
      {
        onSuccess: () => {
          onClose();
          notify('rental.reservations.cancelled', { type: 'success' });
          refreshNeighbours();
        },
        onError: () => {
          onClose();
          notify('ra.notification.http_error', { type: 'error' });
        },
      },
    );
  return (
    <Confirm
      isOpen={isOpen}
      loading={isPending}
      title="rental.reservations.cancelInstead"
      content={
        <>
          {translate('rental.reservations.hasPayments')}{' '}
          {translate('rental.reservations.cancelInsteadConfirm')}
        </>
      }
      confirm="rental.reservations.cancelInstead"
      cancel="rental.reservationDetail.close"
      onConfirm={cancel}
      onClose={onClose}
    />
  );
}
