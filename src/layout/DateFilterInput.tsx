import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, fr } from 'date-fns/locale';
import { format, isValid } from 'date-fns';
import { useInput, useLocaleState } from 'ra-core';
import { localDay } from '../lib/dates';

/**
 * A 'YYYY-MM-DD' list filter (or form value) edited with MUI X's DatePicker, in the UI's language
 * (no native date input). Used by the money lists' date filters.
 */
export function DateFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const { field } = useInput({ source });
  const [locale] = useLocaleState();
  const french = locale !== 'en';
  const value =
    typeof field.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field.value) ? localDay(field.value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={french ? fr : enUS}>
      <DatePicker
        value={value}
        format={french ? 'dd/MM/yyyy' : 'MM/dd/yyyy'}
        onChange={(d) => {
          if (!d) field.onChange('');
          else if (isValid(d)) field.onChange(format(d, 'yyyy-MM-dd'));
        }}
        slotProps={{
          textField: { name: source, label, size: 'small', variant: 'filled', sx: { width: 170 } },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
