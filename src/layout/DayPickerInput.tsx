import type { ReactElement } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format as formatDay, isValid, parseISO } from 'date-fns';
import { FieldTitle, ValidationError, useInput, useResourceContext } from 'ra-core';
import { FRENCH_RESOURCES_BY_DEFAULT } from '../i18n/locales';
import { usePickerLocale } from './pickerLocale';

export interface DayPickerInputProps {
  source: string;
  /** An i18n key; without it, react-admin's `resources.<resource>.fields.<source>`. */
  label?: string;
  /**
   * 'filter' (list filter bars): small, and an incomplete day sets no filter. 'form': full width,
   * room kept for the validation message, and an incomplete day is kept as 'invalid' so the form's
   * schema refuses it instead of silently emptying the field.
   */
  variant?: 'filter' | 'form';
  /**
   * A fixed date-fns display format, for screens whose dates SPEC §9 fixes (rental and business
   * screens: FR_DAY_FORMAT). Without it the format follows the UI language (MM/dd/yyyy in English).
   */
  format?: string;
  required?: boolean;
  /** Filters: read by react-admin's filter form. */
  alwaysOn?: boolean;
  /** Filters: the field's width (170 px unless given). */
  sx?: SxProps<Theme>;
}

const DAY = 'yyyy-MM-dd';

/** SPEC §9: rental and business screens show fr-FR dates, whatever the UI language. */
export const FR_DAY_FORMAT = 'dd/MM/yyyy';

/** The picker's date for a 'YYYY-MM-DD' value (or an ISO date-time's day); null for anything else. */
const dayValue = (v: unknown) => {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v)) return null;
  const d = parseISO(v.slice(0, 10));
  return isValid(d) ? d : null;
};

/**
 * A calendar day ('YYYY-MM-DD', what the list helper and the contracts compare) edited with MUI X's
 * DatePicker (date-fns, no native date input), its calendar in the UI's language. The one date
 * input of list filters and forms.
 */
export function DayPickerInput({
  source,
  label,
  variant = 'form',
  format,
  required,
  sx,
}: DayPickerInputProps) {
  const resource = useResourceContext();
  // The screen's language: a form or filter of a resource French by default is French by default.
  const { language, adapterLocale, localeText } = usePickerLocale(
    (FRENCH_RESOURCES_BY_DEFAULT as readonly string[]).includes(resource ?? ''),
  );
  const english = language === 'en';
  const { field, fieldState, formState, id } = useInput({ source });
  const form = variant === 'form';
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale} localeText={localeText}>
      <DatePicker
        value={dayValue(field.value)}
        format={format ?? (english ? 'MM/dd/yyyy' : FR_DAY_FORMAT)}
        // One plain <input> (not MUI X's section spans): a date can be typed or pasted whole.
        enableAccessibleFieldDOMStructure={false}
        onChange={(d) => field.onChange(d && isValid(d) ? formatDay(d, DAY) : d && form ? 'invalid' : null)}
        onClose={field.onBlur}
        slotProps={{
          textField: {
            id,
            name: source,
            label: <FieldTitle label={label} source={source} isRequired={required} />,
            error: shown,
            helperText:
              shown && fieldState.error?.message ? (
                <ValidationError error={fieldState.error.message} />
              ) : form ? (
                ' '
              ) : undefined,
            onBlur: field.onBlur,
            fullWidth: form,
            size: 'small',
            margin: 'dense',
            sx: form ? undefined : (sx ?? { width: 170 }),
          },
          field: { clearable: !form },
        }}
      />
    </LocalizationProvider>
  );
}

/**
 * The same picker outside a form, for a screen's own period (the reports): a complete, existing day
 * replaces the value; anything else keeps the previous one, so the period always has both ends.
 */
export function DayPicker({
  id,
  label,
  value,
  onDay,
  format = FR_DAY_FORMAT,
}: {
  id: string;
  label: string;
  /** 'YYYY-MM-DD'. */
  value: string;
  onDay: (day: string) => void;
  format?: string;
}) {
  // Its one screen, the reports, is worded in French by default.
  const { adapterLocale, localeText } = usePickerLocale(true);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale} localeText={localeText}>
      <DatePicker
        value={dayValue(value)}
        format={format}
        enableAccessibleFieldDOMStructure={false}
        onChange={(d) => d && isValid(d) && onDay(formatDay(d, DAY))}
        slotProps={{ textField: { id, label, size: 'small' } }}
      />
    </LocalizationProvider>
  );
}

/**
 * A list's period filters: 'startDate' and 'endDate', the inclusive calendar days the list helper
 * (src/lib/listQuery.ts) and the server-side lists read, labelled by the list's resource
 * (`resources.<resource>.fields.startDate` and `endDate`).
 */
export function dayRangeFilters(
  props: Pick<DayPickerInputProps, 'format' | 'alwaysOn' | 'sx'> = {},
): ReactElement[] {
  return (['startDate', 'endDate'] as const).map((source) => (
    <DayPickerInput key={source} source={source} variant="filter" {...props} />
  ));
}
