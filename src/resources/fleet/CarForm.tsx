import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { useDataProvider } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import {
  CAR_TYPES,
  CATEGORIES,
  CONDITIONS,
  FUEL_TYPES,
  TRANSMISSIONS,
  carSchema,
  type CarBody,
} from '../../contract/rental';
import { carPayload } from '../../lib/carForm';
import { joinFeatures } from '../../lib/carFeatures';
import { i18nChoices } from '../../lib/choices';
import { RentalForm } from '../../layout/RentalFormDialog';
import { CarImagesField } from './CarImagesField';

/** The server's own schema; its messages are keys of `rental.validation`, French by default. */
const resolver = zodResolver(carSchema);

const SELECTS: Array<[string, readonly string[], string]> = [
  ['condition', CONDITIONS, 'condition'],
  ['type', CAR_TYPES, 'carType'],
  ['category', CATEGORIES, 'category'],
  ['fuelType', FUEL_TYPES, 'fuel'],
  ['transmission', TRANSMISSIONS, 'transmission'],
];
const asText = (v: unknown) => (Array.isArray(v) ? joinFeatures(v as string[]) : ((v as string) ?? ''));

interface Props {
  title: string;
  onClose: () => void;
  defaultValues?: FieldValues;
}

/**
 * SPEC §5 car form, validated by the contract's car schema (the server's) as the user leaves each
 * field; pending images are uploaded (POST /api/rental-cars/upload-images) just before the save.
 */
export function CarForm({ title, onClose, defaultValues }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [pending, setPending] = useState<File[]>([]);
  const upload = useMutation({ mutationFn: (files: File[]) => dataProvider.uploadCarImages(files) });

  const toBody = async (values: FieldValues) => {
    let added: string[] = [];
    if (pending.length > 0) {
      try {
        added = await upload.mutateAsync(pending);
      } catch (err) {
        // SPEC §8: an upload failure is only logged and yields no images.
        console.error('Image upload failed', err);
      }
    }
    return carPayload(values as CarBody, added);
  };

  return (
    <RentalForm
      namespace="rental.carForm"
      title={title}
      saveLabel="rental.carForm.save"
      titleId="car-form-title"
      resolver={resolver}
      defaultValues={defaultValues}
      toBody={toBody}
      onClose={onClose}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          columnGap: 2,
        }}
      >
        <TextInput source="mark" required />
        <TextInput source="model" required />
        <NumberInput source="year" required step={1} />
        <TextInput source="color" required />
        <TextInput source="licensePlate" required />
        {SELECTS.map(([source, values, ns]) => (
          <SelectInput
            key={source}
            source={source}
            choices={i18nChoices(values, `rental.${ns}`)}
            required={source === 'condition'}
          />
        ))}
        <NumberInput source="dailyRate" required min={0} step={0.01} />
        <NumberInput source="securityDeposit" required min={0} step={0.01} />
        <NumberInput source="seatingCapacity" required min={1} max={9} step={1} />
      </Box>
      <TextInput
        source="features"
        helperText="rental.carForm.featuresHint"
        format={asText}
        parse={(v: string) => v}
      />
      <TextInput source="description" multiline minRows={2} />
      <CarImagesField pending={pending} onPendingChange={setPending} />
    </RentalForm>
  );
}
