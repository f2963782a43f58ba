import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { EVENT_STATUS_COLORS, eventStatus } from '../../lib/eventStatus';
import type { ApiEvent } from '../../contract/events';

/** SPEC §4 computed display state: upcoming blue, ongoing green, ended grey. */
export function EventStatusChip({
  event,
  size = 'small',
}: {
  event: ApiEvent | null | undefined;
  size?: 'small' | 'medium';
}) {
  const translate = useTranslate();
  const status = eventStatus(event);
  return (
    <Chip
      size={size}
      color={EVENT_STATUS_COLORS[status]}
      label={translate(`events.status.${status}`)}
      data-status={status}
    />
  );
}
