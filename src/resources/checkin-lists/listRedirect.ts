import type { RaRecord, RedirectionSideEffect } from 'react-admin';

/** After a save, back to the lists of the same event. */
export const toEventLists: RedirectionSideEffect = (_resource, _id, data?: Partial<RaRecord>) =>
  `checkin-lists?filter=${encodeURIComponent(JSON.stringify({ eventId: data?.eventId }))}`;
