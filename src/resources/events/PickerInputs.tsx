import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { format, isValid } from 'date-fns';
import { ValidationError, useInput } from 'ra-core';
import { localDay, localDateTime } from '../../lib/dates';

/** Validation comes from the form's schema (src/contract): the inputs only carry the value. */
interface Props {
  source: string;
  label: string;
}

/** react-admin's encoded validation message, shown once the field is touched or the form submitted. */
function errorText(
  error: { message?: string } | undefined,
  invalid: boolean,
  isTouched: boolean,
  isSubmitted: boolean,
) {
  if (!invalid || !(isTouched || isSubmitted) || !error?.message) return undefined;
  return <ValidationError error={error.message} />;
}

const dateValue = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? localDay(v) : null;
const timeValue = (v: unknown) =>
  typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? localDateTime('2000-01-01', v) : null;

/** A 'YYYY-MM-DD' form value edited with MUI X's DatePicker. */
export function DatePickerInput({ source, label }: Props) {
  const { field, fieldState, formState } = useInput({ source });
  const helperText = errorText(
    fieldState.error,
    fieldState.invalid,
    fieldState.isTouched,
    formState.isSubmitted,
  );
  return (
    <DatePicker
      value={dateValue(field.value)}
      onChange={(d) => field.onChange(d && isValid(d) ? format(d, 'yyyy-MM-dd') : d ? 'invalid' : null)}
      slotProps={{
        textField: {
          name: source,
          variant: 'filled',
          label,
          error: !!helperText,
          helperText,
          onBlur: field.onBlur,
          fullWidth: true,
          size: 'small',
        },
      }}
    />
  );
}

/** An 'HH:mm' form value edited with MUI X's TimePicker. */
export function TimePickerInput({ source, label }: Props) {
  const { field, fieldState, formState } = useInput({ source });
  const helperText = errorText(
    fieldState.error,
    fieldState.invalid,
    fieldState.isTouched,
    formState.isSubmitted,
  );
  return (
    <TimePicker
      value={timeValue(field.value)}
      onChange={(d) => field.onChange(d && isValid(d) ? format(d, 'HH:mm') : d ? 'invalid' : null)}
      slotProps={{
        textField: {
          name: source,
          variant: 'filled',
          label,
          error: !!helperText,
          helperText,
          onBlur: field.onBlur,
          fullWidth: true,
          size: 'small',
        },
      }}
    />
  );
}
