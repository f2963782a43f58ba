import { useNotify, type Identifier } from 'ra-core';
import { RentalFormDialog } from '../../layout/RentalFormDialog';
import { newCarDefaults } from '../../lib/carForm';
import { CarForm } from './CarForm';

/** Add and edit modal of SPEC §5's car form: react-admin's create/edit controllers in a Dialog. */
export function CarDialog({ id, onClose }: { id?: Identifier; onClose: () => void }) {
  const notify = useNotify();
  const mutationOptions = {
    onSuccess: () => {
      notify(id ? 'rental.fleet.updated' : 'rental.fleet.created', { type: 'success' });
      onClose();
    },
    // SPEC §8: a car save failure is only logged to the console.
    onError: (err: unknown) => console.error('Car save failed', err),
  };
  return (
    <RentalFormDialog
      resource="fleet"
      id={id}
      titleId="car-form-title"
      mutationOptions={mutationOptions}
      onClose={onClose}
      form={(editing) =>
        editing ? (
          <CarForm title="rental.carForm.editTitle" onClose={onClose} />
        ) : (
          <CarForm title="rental.carForm.addTitle" onClose={onClose} defaultValues={newCarDefaults()} />
        )
      }
    />
  );
}
