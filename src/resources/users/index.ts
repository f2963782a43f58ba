import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { defineResource } from '../defineResource';
import { RequireAccess } from '../../layout/RequireAccess';

const StatementPage = lazy(() => import('./StatementPage'));
// react-admin checks a resource's own routes only: a typed statement address says "not allowed".
const statement = createElement(RequireAccess, {
  resource: 'statements',
  children: createElement(StatementPage),
});

/**
 * The business's managed users: react-admin resource 'users' (route /dashboard/users, list only; the
 * add-user, funds and delete modals live on the list). The list is loaded when first opened.
 */
export default defineResource({
  name: 'users',
  list: lazy(() => import('./UsersList').then((m) => ({ default: m.UsersList }))),
  // Statements (the 'statements' extension): the business's own balance, and each user's.
  children: [
    createElement(Route, { key: 'own', path: 'statement', element: statement }),
    createElement(Route, { key: 'user', path: ':id/statement', element: statement }),
  ],
  icon: PeopleIcon,
  recordRepresentation: (u: ManagedUserRecord) => u.fullName,
  dataProvider: () => import('../../dataProvider/business').then((m) => m.businessResources.users),
});
