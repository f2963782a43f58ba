import { zodResolver } from '@hookform/resolvers/zod';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateTimeInput,
  SimpleForm,
  TextInput,
  useGetOne,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { checkInListBody } from '../../contract/checkInLists';
import { businessTimeZone } from '../../api/config';
import { instantToWallInput, wallInputToInstant } from '../../lib/zonedInput';

/** The same schema the server validates the list with (messages: translation keys). */
const resolver = zodResolver(checkInListBody, undefined, { raw: true });

interface EventTiers {
  id: string;
  name?: string;
  priceTiers?: Array<{ _id?: string; name: string }>;
}

/** The event's tiers, as the checkboxes of the tiers a list admits. */
function TierChoices() {
  const eventId = useWatch({ name: 'eventId' }) as string | undefined;
  const { data: event } = useGetOne<EventTiers>('events', { id: eventId ?? '' }, { enabled: !!eventId });
  const choices = (event?.priceTiers ?? [])
    .filter((t) => t._id)
    .map((t) => ({ id: t._id as string, name: t.name }));
  return <CheckboxGroupInput source="tierIds" choices={choices} row={false} />;
}

/**
 * A list's name, the tiers it admits, its optional window (the venue's wall clock) and whether a
 * guest who went out may come back in: react-admin's inputs over the contract's schema.
 */
export function CheckInListForm() {
  const translate = useTranslate();
  const zone = businessTimeZone();
  const format = (v: string | null | undefined) => instantToWallInput(v, zone);
  const parse = (v: string) => wallInputToInstant(v, zone);
  return (
    // noValidate: the contract's rules answer in the screen's language, not the browser's bubble.
    <SimpleForm
      noValidate
      resolver={resolver}
      defaultValues={{ name: '', tierIds: [], startsAt: null, endsAt: null, allowReentry: false }}
      sx={{ maxWidth: 560 }}
    >
      <TextInput source="name" autoComplete="off" />
      <TierChoices />
      <Typography variant="body2" color="text.secondary">
        {translate('resources.checkin-lists.windowHelp', { zone })}
      </Typography>
      <DateTimeInput source="startsAt" format={format} parse={parse} />
      <DateTimeInput source="endsAt" format={format} parse={parse} />
      <BooleanInput source="allowReentry" helperText="resources.checkin-lists.reentryHelp" />
    </SimpleForm>
  );
}
