import { MenuItem, TextField } from '@mui/material';
import { useCanAccess, useNotify, useTranslate, useUpdate } from 'ra-core';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../contract/rental';
import type { Reservation } from '../../dataProvider/reservations';
import { useRentalRefresh } from './useRentalRefresh';

/**
 * Staff may set any status (SPEC §4); react-admin's update sends `{ status }` only. `labelled`
 * shows the field's label on it (the phone card, where no column header names it).
 */
export function StatusSelect({
  reservation,
  labelled = false,
}: {
  reservation: Reservation;
  labelled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshNeighbours = useRentalRefresh();
  const [update] = useUpdate<Reservation>();
  const change = (status: ReservationStatus) =>
    update(
      'reservations',
      { id: reservation.id, data: { status }, previousData: reservation },
      {
        mutationMode: 'optimistic',
        onSuccess: () => {
          notify('rental.reservations.statusChanged', { type: 'success' });
          refreshNeighbours();
        },
        // SPEC §8 lists no message for it: logged, and the optimistic change is rolled back.
        onError: (err) => console.error('Status change failed', err),
      },
    );
  // A role that may not edit reservations reads the status without a control to change it.
  const { canAccess } = useCanAccess({ resource: 'reservations', action: 'edit' });
  if (canAccess !== true) return <>{translate(`rental.status.${reservation.status}`)}</>;
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      id={`status-${reservation.id}`}
      label={labelled ? translate('resources.reservations.fields.status') : undefined}
      value={reservation.status}
      onChange={(e) => change(e.target.value as ReservationStatus)}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ htmlInput: { 'aria-label': translate('rental.reservations.statusLabel') } }}
      sx={{ minWidth: 140 }}
    >
      {RESERVATION_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(`rental.status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
