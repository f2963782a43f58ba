import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePickerInput, TimePickerInput, validDate, validTime } from './PickerInputs';
import { TierInputs } from './TierInputs';
import { endNotBeforeStart, numberIn, optionalUrl } from './eventValidation';

export const EVENT_CATEGORIES = [
  'music',
  'sports',
  'conference',
  'theater',
  'festival',
  'exhibition',
  'workshop',
  'other',
];

/** SPEC §5 defaults: category music, color #3B82F6, first tier General / 0 / 100. */
export const EVENT_DEFAULTS = {
  name: '',
  description: '',
  category: 'music',
  color: '#3B82F6',
  image: '',
  video: '',
  location: { name: '', address: '', coordinates: { latitude: '', longitude: '' } },
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
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
  // The only screen with date and time pickers: date-fns and MUI X arrive with it, not before.
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <SimpleForm
        defaultValues={defaultValues}
        // react-admin shows every rule's message; native checks (min, step, url) would block it silently.
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton label={t('save')} />
          </Toolbar>
        }
        sx={{ maxWidth: 960 }}
      >
        <Section title={t('details')}>
          <TextInput source="name" label={t('name')} validate={required()} />
          <TextInput
            source="description"
            label={t('description')}
            validate={required()}
            multiline
            minRows={3}
          />
          <Box sx={two}>
            <SelectInput
              source="category"
              label={t('category')}
              validate={required()}
              choices={EVENT_CATEGORIES.map((c) => ({ id: c, name: `events.categories.${c}` }))}
            />
            <TextInput source="color" label={t('color')} type="color" />
          </Box>
        </Section>
        <Section title={t('location')}>
          <Box sx={two}>
            <TextInput source="location.name" label={t('venueName')} validate={required()} />
            <TextInput source="location.address" label={t('address')} validate={required()} />
            <NumberInput
              source="location.coordinates.latitude"
              label={t('latitude')}
              validate={[required(), numberIn(-90, 90, 'events.form.latitudeRange')]}
              step="any"
            />
            <NumberInput
              source="location.coordinates.longitude"
              label={t('longitude')}
              validate={[required(), numberIn(-180, 180, 'events.form.longitudeRange')]}
              step="any"
            />
          </Box>
        </Section>
        <Section title={t('schedule')}>
          <Box sx={{ ...two, rowGap: 2, mb: 2 }}>
            <DatePickerInput
              source="startDate"
              label={t('startDate')}
              validate={[required(), validDate('events.form.invalidDate')]}
            />
            <TimePickerInput
              source="startTime"
              label={t('startTime')}
              validate={[required(), validTime('events.form.invalidTime')]}
            />
            <DatePickerInput
              source="endDate"
              label={t('endDate')}
              validate={[required(), validDate('events.form.invalidDate'), endNotBeforeStart]}
            />
            <TimePickerInput
              source="endTime"
              label={t('endTime')}
              validate={[required(), validTime('events.form.invalidTime'), endNotBeforeStart]}
            />
          </Box>
        </Section>
        <Section title={t('media')}>
          <Box sx={two}>
            <TextInput source="image" label={t('image')} validate={optionalUrl} type="url" />
            <TextInput source="video" label={t('video')} validate={optionalUrl} type="url" />
          </Box>
        </Section>
        <Section title={t('tiers')}>
          <TierInputs />
        </Section>
      </SimpleForm>
    </LocalizationProvider>
  );
}
