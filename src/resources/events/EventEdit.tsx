import { useParams } from 'react-router-dom';
import { Edit } from 'react-admin';
import { useTranslate } from 'ra-core';
import { EventForm } from './EventForm';
import { useSaveErrorHandler } from './useSaveErrorHandler';

/** /dashboard/events/{id}/edit: the same form as create. */
export function EventEdit() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const onError = useSaveErrorHandler();
  return (
    <Edit
      resource="events"
      id={id}
      title={translate('events.form.editTitle')}
      mutationMode="pessimistic"
      actions={false}
      redirect={(_resource, savedId) => `events/${savedId}`}
      mutationOptions={{ onError }}
    >
      <EventForm />
    </Edit>
  );
}
