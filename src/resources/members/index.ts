import { lazy } from 'react';
import GroupIcon from '@mui/icons-material/Group';
import { defineResource } from '../defineResource';

/**
 * The business's team: resource 'members' (route /dashboard/members), on servers that offer it (the
 * `members` extension; SPEC's API has one account per business). Only the owner's role reaches it.
 */
export default defineResource({
  name: 'members',
  list: lazy(() => import('./MemberList')),
  create: lazy(() => import('./MemberCreate')),
  edit: lazy(() => import('./MemberEdit')),
  icon: GroupIcon,
  recordRepresentation: 'name',
  extension: 'members',
});
