import { Alert, Box, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useWatch, type FieldValues } from 'react-hook-form';
import { reservationSchema, type ReservationBody } from '../../contract/rental';
import { formatTND } from '../../lib/money';
import { fromMillimes, toMillimes } from '../../contract/money';
import { rentalDays } from '../../contract/rentalDays';
import { reservationPayload } from '../../lib/reservationForm';
import { RentalForm } from '../../layout/RentalFormDialog';
import { DayPickerInput, FR_DAY_FORMAT } from '../../layout/DayPickerInput';
import { useVehicleChoices, VehicleInput } from './VehicleInput';

const NS = 'rental.reservationForm';
/** The server's own schema; its messages are keys of `rental.validation`, French by default. */
const resolver = zodResolver(reservationSchema);
const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
};

/** The price the server will compute, shown while the form is filled. */
function Estimate() {
  const translate = useTranslate();
  const choices = useVehicleChoices();
  const [carId, pickupDate, returnDate] = useWatch({ name: ['carId', 'pickupDate', 'returnDate'] });
  const car = choices.find((c) => c.id === carId);
  const days = rentalDays(pickupDate ?? '', returnDate ?? '');
  if (!car || days === 0) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="reservation-estimate">
      {translate(`${NS}.estimate`, {
        days: translate('rental.reservations.days', { smart_count: days }),
        rate: formatTND(car.dailyRate),
        total: formatTND(fromMillimes(toMillimes(car.dailyRate) * days)),
      })}
    </Typography>
  );
}

interface Props {
  title: string;
  editing: boolean;
  failure: string | null;
  onSubmitStart: () => void;
  onClose: () => void;
  defaultValues?: FieldValues;
}

/**
 * SPEC §5 reservation form (every field required but notes, email typed), validated by the
 * contract's reservation schema (the server's) as the user leaves each field.
 */
export function ReservationForm({ title, editing, failure, onSubmitStart, onClose, defaultValues }: Props) {
  const translate = useTranslate();
  return (
    <RentalForm
      namespace={NS}
      title={title}
      saveLabel={editing ? `${NS}.save` : `${NS}.create`}
      titleId="reservation-form-title"
      resolver={resolver}
      defaultValues={defaultValues}
      toBody={(values) => {
        onSubmitStart();
        return reservationPayload(values as ReservationBody);
      }}
      onClose={onClose}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Typography variant="subtitle2" gutterBottom>
        {translate(`${NS}.customerSection`)}
      </Typography>
      <Box sx={grid}>
        <TextInput source="customer.name" required />
        <TextInput source="customer.email" type="email" required />
        <TextInput source="customer.phone" type="tel" required />
        <TextInput source="customer.licenseNumber" required />
      </Box>
      <Typography variant="subtitle2" gutterBottom sx={{ mt: 1 }}>
        {translate(`${NS}.bookingSection`)}
      </Typography>
      <Box sx={grid}>
        {/* The dates first: they decide which vehicles are free. */}
        <DayPickerInput source="pickupDate" format={FR_DAY_FORMAT} required />
        <DayPickerInput source="returnDate" format={FR_DAY_FORMAT} required />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <VehicleInput />
        </Box>
        <TextInput source="pickupLocation" required />
        <TextInput source="returnLocation" required />
      </Box>
      <TextInput source="notes" multiline minRows={2} parse={(v: string) => v} />
      <Estimate />
    </RentalForm>
  );
}
