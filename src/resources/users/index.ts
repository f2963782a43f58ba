import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { defineResource } from '../defineResource';

/**
 * The business's managed users: react-admin resource 'users' (route /dashboard/users, list only; the
 * add-user, funds and delete modals live on the list). The list is loaded when first opened.
 */
export default defineResource({
  name: 'users',
  list: lazy(() => import('./UsersList').then((m) => ({ default: m.UsersList }))),
  icon: PeopleIcon,
  recordRepresentation: (u: ManagedUserRecord) => u.fullName,
  dataProvider: () => import('../../dataProvider/business').then((m) => m.businessResources.users),
});
