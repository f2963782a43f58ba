import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';
import { useDelete, useNotify, useTranslate } from 'ra-core';
import { errorMessage } from '../../api/httpClient';
import type { Reservation } from '../../dataProvider/reservations';
import { useRentalRefresh } from './useRentalRefresh';

export interface RowHandlers {
  onView: (r: Reservation) => void;
  onEdit: (r: Reservation) => void;
}

/** Details, edit, and delete after 'Êtes-vous sûr de vouloir supprimer cette réservation ?'. */
export function RowActions({ reservation, onView, onEdit }: RowHandlers & { reservation: Reservation }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshNeighbours = useRentalRefresh();
  const [open, setOpen] = useState(false);
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
          notify(errorMessage(err, translate('ra.notification.http_error')), { type: 'error' });
        },
      },
    );
  return (
    <Box sx={{ display: 'flex' }} onClick={(e) => e.stopPropagation()}>
      <Tooltip title={t('view')}>
        <IconButton size="small" aria-label={t('view')} onClick={() => onView(reservation)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('edit')}>
        <IconButton size="small" aria-label={t('edit')} onClick={() => onEdit(reservation)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('delete')}>
        <IconButton size="small" color="error" aria-label={t('delete')} onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
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
    </Box>
  );
}
