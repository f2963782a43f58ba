import { Confirm } from 'react-admin';
import { useTranslate } from 'ra-core';

/** SPEC §5: 'Are you sure you want to delete this event?'; the detail screen adds 'This action cannot be undone.' */
export function DeleteEventDialog(props: {
  open: boolean;
  loading?: boolean;
  irreversible?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const message = translate('events.confirmDelete.message');
  return (
    <Confirm
      isOpen={props.open}
      loading={props.loading}
      title={translate('events.confirmDelete.title')}
      content={props.irreversible ? `${message} ${translate('events.confirmDelete.irreversible')}` : message}
      confirm={translate('events.confirmDelete.confirm')}
      cancel={translate('events.confirmDelete.cancel')}
      confirmColor="warning"
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
