import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AVAILABILITIES, type Availability } from '../../contract/rental';

/** The owner may set any of the four availabilities (SPEC §4). */
export function AvailabilitySelect({
  value,
  onChange,
  id,
}: {
  value: Availability;
  onChange: (a: Availability) => void;
  id: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      id={id}
      label={translate('rental.fleet.availability')}
      value={value}
      onChange={(e) => onChange(e.target.value as Availability)}
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
