import { Create } from 'react-admin';
import { useTranslate } from 'ra-core';
import { EVENT_DEFAULTS, EventForm } from './EventForm';
import { useSaveErrorHandler } from './useSaveErrorHandler';

/** /dashboard/events/create */
export function EventCreate() {
  const translate = useTranslate();
  const onError = useSaveErrorHandler();
  return (
    <Create
      resource="events"
      title={translate('events.form.createTitle')}
      redirect={(_resource, id) => `events/${id}`}
      mutationOptions={{ onError }}
    >
      <EventForm defaultValues={EVENT_DEFAULTS} />
    </Create>
  );
}
