import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';
import { CanAccess, useCreatePath, useDelete, useNotify, useTranslate } from 'ra-core';
import { errorMessage } from '../../api/httpClient';
import type { Reservation } from '../../dataProvider/reservations';
import { useRentalRefresh } from './useRentalRefresh';
import { CancelInsteadConfirm } from './CancelInsteadConfirm';
import { RESERVATION_HAS_PAYMENTS } from '../../contract/reservationDeletion';

/**
 * Details and edit, links to their modals' addresses (a new tab or a bookmark opens the same
 * modal), and delete after 'Êtes-vous sûr de vouloir supprimer cette réservation ?'.
 */
export function RowActions({ reservation }: { reservation: Reservation }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const path = (type: 'show' | 'edit') => createPath({ resource: 'reservations', id: reservation.id, type });
  const notify = useNotify();
  const refreshNeighbours = useRentalRefresh();
  const [open, setOpen] = useState(false);
  const [offerCancel, setOfferCancel] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Reservation>();
  const t = (k: string) => translate(`rental.reservations.${k}`);
  const confirm = () =>
    deleteOne(
      'reservations',
      { id: reservation.id, previousData: reservation },
      {
        onSuccess: () => {
          setOpen(false);
          notify('rental.reservations.deleted', { type: 'success' });
          refreshNeighbours();
        },
        onError: (err) => {
          setOpen(false);
          // Its payments moved money: it cannot be deleted, and cancelling it is offered instead.
          if ((err as { status?: number }).status === RESERVATION_HAS_PAYMENTS.status) {
            setOfferCancel(true);
            return;
          }
          notify(errorMessage(err, translate('ra.notification.http_error')), { type: 'error' });
        },
      },
    );
  return (
    <Box sx={{ display: 'flex' }} onClick={(e) => e.stopPropagation()}>
      <CanAccess resource="reservations" action="show">
        <Tooltip title={t('view')}>
          <IconButton component={Link} to={path('show')} size="small" aria-label={t('view')}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CanAccess>
      <CanAccess resource="reservations" action="edit">
        <Tooltip title={t('edit')}>
          <IconButton component={Link} to={path('edit')} size="small" aria-label={t('edit')}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CanAccess>
      <CanAccess resource="reservations" action="delete">
        <Tooltip title={t('delete')}>
          <IconButton size="small" color="error" aria-label={t('delete')} onClick={() => setOpen(true)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CanAccess>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="rental.reservations.delete"
        content="rental.reservations.confirmDelete"
        confirm="rental.reservations.delete"
        cancel="rental.reservationForm.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
      <CancelInsteadConfirm
        reservation={reservation}
        isOpen={offerCancel}
        onClose={() => setOfferCancel(false)}
      />
    </Box>
  );
}
