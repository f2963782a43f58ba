import { Button, Chip, type ButtonProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { EventRecord } from '../../dataProvider/events';

/** Whether the event is active (isActive): green 'Active' or grey 'Inactive'. */
export function EventActiveChip({ event }: { event: EventRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={event.isActive ? 'success' : 'default'}
      label={translate(event.isActive ? 'events.list.active' : 'events.list.inactive')}
    />
  );
}

/** SPEC §4: 'Activate' or 'Deactivate', which sends the opposite of the event's isActive. */
export function EventActivationButton({
  event,
  busy,
  onToggle,
  size,
}: {
  event: EventRecord;
  busy: boolean;
  onToggle: (event: EventRecord) => void;
  size?: ButtonProps['size'];
}) {
  const translate = useTranslate();
  return (
    <Button
      size={size}
      color={event.isActive ? 'warning' : 'success'}
      disabled={busy}
      onClick={() => onToggle(event)}
    >
      {translate(event.isActive ? 'events.list.deactivate' : 'events.list.activate')}
    </Button>
  );
}
