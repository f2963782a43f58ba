import { lazy } from 'react';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { defineResource } from '../defineResource';

/**
 * An event's check-in lists (extension `checkInLists`): route /dashboard/checkin-lists, filtered by
 * the event, opened from the event's Security page; its endpoints speak simple-REST.
 */
export default defineResource({
  name: 'checkin-lists',
  list: lazy(() => import('./CheckInListList')),
  create: lazy(() => import('./CheckInListCreate')),
  edit: lazy(() => import('./CheckInListEdit')),
  icon: MeetingRoomIcon,
  recordRepresentation: 'name',
  menu: false,
  extension: 'checkInLists',
});
