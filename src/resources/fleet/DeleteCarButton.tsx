import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';
import { useCanAccess, useDelete, useNotify, useTranslate } from 'ra-core';
import { errorMessage } from '../../api/httpClient';
import type { Car } from '../../dataProvider/fleet';

/** Delete with SPEC §5's confirmation 'Êtes-vous sûr de vouloir supprimer cette voiture ?'. */
export function DeleteCarButton({ car }: { car: Car }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Car>();
  const confirm = () =>
    deleteOne(
      'fleet',
      { id: car.id, previousData: car },
      {
        onSuccess: () => {
          setOpen(false);
          notify('rental.fleet.deleted', { type: 'success' });
        },
        onError: (err) => {
          setOpen(false);
          // The server refuses a car with reservations in progress and says why.
          notify(errorMessage(err, translate('ra.notification.http_error')), { type: 'error' });
        },
      },
    );
  const { canAccess } = useCanAccess({ resource: 'fleet', action: 'delete' });
  if (canAccess !== true) return null;
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('rental.fleet.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="rental.fleet.delete"
        content="rental.fleet.confirmDelete"
        confirm="rental.fleet.delete"
        cancel="rental.carForm.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
