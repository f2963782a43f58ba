import { useState, type ChangeEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { Car } from '../../dataProvider/rental';
import { CAR_TYPES, CATEGORIES, CONDITIONS, FUEL_TYPES, TRANSMISSIONS } from '../../contract/rental';
import {
  carFormToPayload,
  carToForm,
  emptyCarForm,
  validateCarForm,
  type CarFormErrors,
  type CarFormValues,
} from '../../lib/carForm';
import { CarImagesField } from './CarImagesField';

interface Props {
  car: Car | null;
  onClose: () => void;
  onSaved: () => void;
}

const SELECTS: Array<[keyof CarFormValues, readonly string[], string]> = [
  ['condition', CONDITIONS, 'condition'],
  ['type', CAR_TYPES, 'carType'],
  ['category', CATEGORIES, 'category'],
  ['fuelType', FUEL_TYPES, 'fuel'],
  ['transmission', TRANSMISSIONS, 'transmission'],
];

/** Add and edit modal of SPEC §5's car form (one form for both). */
export function CarFormDialog({ car, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState<CarFormValues>(() => (car ? carToForm(car) : emptyCarForm()));
  const [images, setImages] = useState<{ uploaded: string[]; pending: File[] }>({
    uploaded: car?.images ?? [],
    pending: [],
  });
  const [errors, setErrors] = useState<CarFormErrors>({});
  const [saving, setSaving] = useState(false);

  const set = (key: keyof CarFormValues) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const field = (key: keyof CarFormValues, extra: Record<string, unknown> = {}) => ({
    id: `car-${key}`,
    label: translate(`rental.carForm.${key}`),
    value: values[key],
    onChange: set(key),
    error: Boolean(errors[key]),
    helperText: errors[key] ? translate(`rental.carForm.${errors[key]}`) : undefined,
    fullWidth: true,
    size: 'small' as const,
    ...extra,
  });

  const save = async () => {
    const found = validateCarForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      let added: string[] = [];
      if (images.pending.length > 0) {
        try {
          added = await dataProvider.uploadCarImages(images.pending);
        } catch (err) {
          // SPEC §8: an upload failure is only logged and yields no images.
          console.error('Image upload failed', err);
        }
      }
      const payload = carFormToPayload(values, [...images.uploaded, ...added]);
      if (car) await dataProvider.update('fleet', { id: car.id, data: payload, previousData: car });
      else await dataProvider.create('fleet', { data: payload });
      onSaved();
    } catch (err) {
      // SPEC §8: a car save failure is only logged to the console.
      console.error('Car save failed', err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="car-form-title">
      <DialogTitle id="car-form-title">
        {translate(car ? 'rental.carForm.editTitle' : 'rental.carForm.addTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            gap: 2,
          }}
        >
          <TextField {...field('mark')} required />
          <TextField {...field('model')} required />
          <TextField
            {...field('year')}
            required
            type="number"
            slotProps={{ htmlInput: { min: 1950, step: 1 } }}
          />
          <TextField {...field('color')} required />
          <TextField {...field('licensePlate')} required />
          {SELECTS.map(([key, options, ns]) => (
            <TextField key={key} {...field(key)} select required={key === 'condition'}>
              {options.map((o) => (
                <MenuItem key={o} value={o}>
                  {translate(`rental.${ns}.${o}`)}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <TextField
            {...field('dailyRate')}
            required
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
          <TextField
            {...field('securityDeposit')}
            required
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
          <TextField
            {...field('seatingCapacity')}
            required
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 9, step: 1 } }}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <TextField {...field('features')} helperText={translate('rental.carForm.featuresHint')} />
          <TextField {...field('description')} multiline minRows={2} />
          <CarImagesField uploaded={images.uploaded} pending={images.pending} onChange={setImages} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('rental.carForm.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate(saving ? 'rental.carForm.saving' : 'rental.carForm.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
