import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { useTranslate } from 'ra-core';
import { usePickerLocale } from '../../layout/pickerLocale';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { EVENT_CATEGORIES, eventBody } from '../../contract/events';
import { zodResolver } from '@hookform/resolvers/zod';
import { DatePickerInput, TimePickerInput } from './PickerInputs';
import { TierInputs } from './TierInputs';

/**
 * SPEC §5 rules, the same schema the server validates POST/PUT /api/events with; its messages are
 * translation keys, which react-admin's inputs translate. The form keeps its raw values (the
 * dataProvider shapes the body).
 */
const resolver = zodResolver(eventBody, undefined, { raw: true });

/** SPEC §5 defaults: category music, color #3B82F6, first tier General / 0 / 100. */
export const EVENT_DEFAULTS = {
  name: '',
  description: '',
  category: 'music',
  color: '#3B82F6',
  image: '',
  video: '',
  location: { name: '', address: '', coordinates: { latitude: '', longitude: '' } },
  startDate: null,
  endDate: null,
  startTime: null,
  endTime: null,
  priceTiers: [{ name: 'General', price: 0, totalTickets: 100, description: '' }],
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const two = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The one event form, shared by create and edit. */
export function EventForm({ defaultValues }: { defaultValues?: object }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`events.form.${k}`);
  // Events are worded in English by default; in Français the pickers speak French too.
  const { adapterLocale, localeText } = usePickerLocale(false);
  // The only screen with date and time pickers: date-fns and MUI X arrive with it, not before.
  // Their format follows the UI language (MM/dd/yyyy and 12 h in English, dd/MM/yyyy and 24 h in French).
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale} localeText={localeText}>
      <SimpleForm
        defaultValues={defaultValues}
        resolver={resolver}
        // Errors appear when the user leaves a field and clear as soon as it is fixed.
        mode="onTouched"
        reValidateMode="onChange"
        // react-admin shows every rule's message; native checks (min, step, url) would block it silently.
        noValidate
        toolbar={
          <Toolbar>
            {/* Always enabled: leaving a field validates it, and a disabled-while-validating button
                would swallow the click that caused the blur. */}
            <SaveButton label={t('save')} alwaysEnable />
          </Toolbar>
        }
        sx={{ maxWidth: 960 }}
      >
        <Section title={t('details')}>
          {/* Labels: resources.events.fields; `required` marks what the schema requires. */}
          <TextInput source="name" required />
          <TextInput source="description" required multiline minRows={3} />
          <Box sx={two}>
            <SelectInput
              source="category"
              required
              choices={EVENT_CATEGORIES.map((c) => ({ id: c, name: `events.categories.${c}` }))}
            />
            <TextInput source="color" type="color" />
          </Box>
        </Section>
        <Section title={t('location')}>
          <Box sx={two}>
            <TextInput source="location.name" required />
            <TextInput source="location.address" required />
            <NumberInput source="location.coordinates.latitude" required step="any" />
            <NumberInput source="location.coordinates.longitude" required step="any" />
          </Box>
        </Section>
        <Section title={t('schedule')}>
          <Box sx={{ ...two, rowGap: 2, mb: 2 }}>
            <DatePickerInput source="startDate" />
            <TimePickerInput source="startTime" />
            <DatePickerInput source="endDate" />
            <TimePickerInput source="endTime" />
          </Box>
        </Section>
        <Section title={t('media')}>
          <Box sx={two}>
            <TextInput source="image" type="url" />
            <TextInput source="video" type="url" />
          </Box>
        </Section>
        <Section title={t('tiers')}>
          <TierInputs />
        </Section>
      </SimpleForm>
    </LocalizationProvider>
  );
}
