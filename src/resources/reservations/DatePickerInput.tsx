import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parseISO } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';
import { FieldTitle, ValidationError, useInput, useLocaleState, useTranslate } from 'ra-core';

interface Props {
  source: string;
  label: string;
  required?: boolean;
  /** Filters are small and go with the filter bar; form fields take the whole width. */
  variant?: 'filter' | 'form';
}

const dayValue = (v: unknown) => {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v)) return null;
  const d = parseISO(v.slice(0, 10));
  return isValid(d) ? d : null;
};

/**
 * A 'YYYY-MM-DD' value edited with MUI X's DatePicker (date-fns), in the user's language: French
 * (dd/MM/yyyy) unless the interface is English. A typed date that is not a day is kept as 'invalid'
 * so the schema refuses it instead of silently emptying the field.
 */
export function DatePickerInput({ source, label, required, variant = 'form' }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const english = locale === 'en';
  const { field, fieldState, formState, id } = useInput({ source });
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={english ? enUS : fr}>
      <DatePicker
        value={dayValue(field.value)}
        format={english ? 'MM/dd/yyyy' : 'dd/MM/yyyy'}
        enableAccessibleFieldDOMStructure={false}
        onChange={(d) => field.onChange(d && isValid(d) ? format(d, 'yyyy-MM-dd') : d ? 'invalid' : null)}
        onClose={field.onBlur}
        slotProps={{
          textField: {
            id,
            name: source,
            label: <FieldTitle label={translate(label)} isRequired={required} />,
            error: shown,
            helperText:
              shown && fieldState.error?.message ? (
                <ValidationError error={fieldState.error.message} />
              ) : variant === 'form' ? (
                ' '
              ) : undefined,
            onBlur: field.onBlur,
            fullWidth: variant === 'form',
            size: 'small',
            margin: 'dense',
            sx: variant === 'filter' ? { width: 200 } : undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
}
