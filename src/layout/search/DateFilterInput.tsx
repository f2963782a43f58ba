import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parse } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { useInput, useLocaleState } from 'ra-core';

export interface DateFilterInputProps {
  source: string;
  label: string;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
}

const DAY = 'yyyy-MM-dd';
const toDate = (v: unknown) => {
  if (typeof v !== 'string' || !v) return null;
  const d = parse(v, DAY, new Date());
  return isValid(d) ? d : null;
};

/**
 * A calendar-day filter ('YYYY-MM-DD', what the list helper compares) picked with MUI X's
 * DatePicker, written as fr-FR dates (dd/MM/yyyy, SPEC §9 business screens), the calendar in the
 * user's language. An incomplete date sets no filter.
 */
export function DateFilterInput({ source, label }: DateFilterInputProps) {
  const [locale] = useLocaleState();
  const { field } = useInput({ source });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'en' ? enUS : fr}>
      <DatePicker
        label={label}
        value={toDate(field.value)}
        format="dd/MM/yyyy"
        enableAccessibleFieldDOMStructure={false}
        onChange={(d) => field.onChange(d && isValid(d) ? format(d, DAY) : '')}
        slotProps={{
          textField: { size: 'small', name: source, onBlur: field.onBlur, sx: { width: 170 } },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
