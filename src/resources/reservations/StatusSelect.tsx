import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../contract/rental';

/** Staff may set any status (SPEC §4); the change sends `{ status }` only. */
export function StatusSelect({
  value,
  onChange,
  id,
}: {
  value: ReservationStatus;
  onChange: (s: ReservationStatus) => void;
  id: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as ReservationStatus)}
      slotProps={{ htmlInput: { 'aria-label': translate('rental.reservations.statusLabel') } }}
      sx={{ minWidth: 140 }}
    >
      {RESERVATION_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(`rental.status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
