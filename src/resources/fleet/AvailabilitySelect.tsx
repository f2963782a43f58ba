import { MenuItem, TextField, Typography } from '@mui/material';
import { useCanAccess, useNotify, useTranslate, useUpdate } from 'ra-core';
import { AVAILABILITIES, type Availability } from '../../contract/rental';
import type { Car } from '../../dataProvider/fleet';

/**
 * The owner may set any of the four availabilities (SPEC §4): PUT /api/rental-cars/fleet/{id}/availability
 * through react-admin's update (shown at once, rolled back if the server refuses).
 */
export function AvailabilitySelect({ car }: { car: Car }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<Car>();
  const change = (availability: Availability) =>
    update(
      'fleet',
      { id: car.id, data: { availability }, previousData: car },
      {
        mutationMode: 'optimistic',
        onSuccess: () => notify('rental.fleet.availabilityChanged', { type: 'success' }),
        // SPEC §8: an availability change failure is only logged.
        onError: (err) => console.error('Availability change failed', err),
      },
    );
  // A role that may not edit cars reads the availability without a control to change it.
  const { canAccess } = useCanAccess({ resource: 'fleet', action: 'edit' });
  if (canAccess !== true)
    return (
      <Typography variant="body2">
        {translate('resources.fleet.fields.availability')}:{' '}
        {translate(`rental.availability.${car.availability}`)}
      </Typography>
    );
  return (
    <TextField
      select
      size="small"
      id={`availability-${car.id}`}
      label={translate('resources.fleet.fields.availability')}
      value={car.availability}
      onChange={(e) => change(e.target.value as Availability)}
      sx={{ minWidth: 160 }}
    >
      {AVAILABILITIES.map((a) => (
        <MenuItem key={a} value={a}>
          {translate(`rental.availability.${a}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
