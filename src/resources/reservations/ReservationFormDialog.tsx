import { useEffect, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { Car, Reservation } from '../../dataProvider/rental';
import { errorMessage } from '../../api/httpClient';
import { formatTND, fromMillimes, toMillimes } from '../../lib/money';
import {
  emptyReservationForm,
  estimateDays,
  reservationFormToPayload,
  reservationToForm,
  validateReservationForm,
  type ReservationFormErrors,
  type ReservationFormValues,
} from '../../lib/reservationForm';

interface Props {
  reservation: Reservation | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create and edit modal: SPEC §3's booking form (customer, car, dates, locations, notes). */
export function ReservationFormDialog({ reservation, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState<ReservationFormValues>(() =>
    reservation ? reservationToForm(reservation) : emptyReservationForm(),
  );
  const [errors, setErrors] = useState<ReservationFormErrors>({});
  const [cars, setCars] = useState<Car[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    dataProvider
      .getAvailableCars()
      .then((list) => live && setCars(list))
      // SPEC §8: the fleet load of the reservation screen is only logged.
      .catch((err) => console.error('Available cars load failed', err));
    return () => {
      live = false;
    };
  }, [dataProvider]);

  // The car of the reservation being edited stays selectable even when it is rented.
  const options = [...cars];
  if (reservation?.car && !options.some((c) => c.id === reservation.car!._id)) {
    options.unshift({
      ...(reservation.car as unknown as Car),
      id: reservation.car._id,
      availability: 'rented',
    });
  }
  const selected = options.find((c) => c.id === values.carId);
  const days = estimateDays(values.pickupDate, values.returnDate);

  const set = (key: keyof ReservationFormValues) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const field = (key: keyof ReservationFormValues, required = true) => ({
    id: `reservation-${key}`,
    label: translate(`rental.reservationForm.${key === 'carId' ? 'vehicle' : key}`),
    value: values[key],
    onChange: set(key),
    required,
    error: Boolean(errors[key]),
    helperText: errors[key] ? translate(`rental.reservationForm.${errors[key]}`) : undefined,
    fullWidth: true,
    size: 'small' as const,
  });

  const save = async () => {
    const found = validateReservationForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const data = reservationFormToPayload(values);
      if (reservation)
        await dataProvider.update('reservations', { id: reservation.id, data, previousData: reservation });
      else await dataProvider.create('reservations', { data });
      onSaved();
    } catch (err) {
      setFailure(errorMessage(err, translate('rental.reservationForm.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="reservation-form-title">
      <DialogTitle id="reservation-form-title">
        {translate(reservation ? 'rental.reservationForm.editTitle' : 'rental.reservationForm.createTitle')}
      </DialogTitle>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Typography variant="subtitle2" gutterBottom>
          {translate('rental.reservationForm.customerSection')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 3 }}>
          <TextField {...field('name')} />
          <TextField {...field('email')} type="email" />
          <TextField {...field('phone')} type="tel" />
          <TextField {...field('licenseNumber')} />
        </Box>
        <Typography variant="subtitle2" gutterBottom>
          {translate('rental.reservationForm.bookingSection')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField {...field('carId')} select sx={{ gridColumn: { sm: '1 / -1' } }}>
            {options.length === 0 && (
              <MenuItem value="" disabled>
                {translate('rental.reservationForm.noCars')}
              </MenuItem>
            )}
            {options.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.mark} {c.model} {c.year} · {c.licensePlate} — {formatTND(c.dailyRate)}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field('pickupDate')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            {...field('returnDate')}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.pickupDate || undefined } }}
          />
          <TextField {...field('pickupLocation')} />
          <TextField {...field('returnLocation')} />
          <TextField {...field('notes', false)} multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
        </Box>
        {selected && days > 0 && (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="reservation-estimate">
            {translate('rental.reservationForm.estimate', {
              days: translate('rental.reservations.days', { smart_count: days }),
              rate: formatTND(selected.dailyRate),
              total: formatTND(fromMillimes(toMillimes(selected.dailyRate) * days)),
            })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('rental.reservationForm.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate(
            saving
              ? 'rental.reservationForm.saving'
              : reservation
                ? 'rental.reservationForm.save'
                : 'rental.reservationForm.create',
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
