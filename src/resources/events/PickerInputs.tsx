import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { format, isValid } from 'date-fns';
import { ValidationError, useInput, useTranslateLabel } from 'ra-core';
import { localDay, localDateTime } from '../../lib/dates';

/**
 * Validation comes from the form's schema (src/contract): the inputs only carry the value. Every
 * date and time of the event is required; the label is react-admin's resources.<resource>.fields.
 */
interface Props {
  source: string;
}

const dateValue = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? localDay(v) : null;
const timeValue = (v: unknown) =>
  typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? localDateTime('2000-01-01', v) : null;

/**
 * What a picker needs to edit the form value at `source`, written with the date-fns `pattern`. A
 * typed value that is not a date is kept as 'invalid' so the schema refuses it; react-admin's
 * encoded validation message shows once the field is touched or the form submitted.
 */
function usePickerInput({ source }: Props, toDate: (v: unknown) => Date | null, pattern: string) {
  const { field, fieldState, formState } = useInput({ source });
  const label = useTranslateLabel()({ source });
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const helperText =
    shown && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined;
  return {
    value: toDate(field.value),
    onChange: (d: Date | null) => field.onChange(d && isValid(d) ? format(d, pattern) : d ? 'invalid' : null),
    slotProps: {
      textField: {
        name: source,
        variant: 'filled',
        label,
        required: true,
        error: !!helperText,
        helperText,
        onBlur: field.onBlur,
        fullWidth: true,
        size: 'small',
      },
    },
  } as const;
}

/** A 'YYYY-MM-DD' form value edited with MUI X's DatePicker. */
export function DatePickerInput(props: Props) {
  return <DatePicker {...usePickerInput(props, dateValue, 'yyyy-MM-dd')} />;
}

/** An 'HH:mm' form value edited with MUI X's TimePicker. */
export function TimePickerInput(props: Props) {
  return <TimePicker {...usePickerInput(props, timeValue, 'HH:mm')} />;
}
