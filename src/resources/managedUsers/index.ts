import PeopleIcon from '@mui/icons-material/People';
import { UsersList } from './UsersList';

/** The business's managed users: react-admin resource 'users' (route /dashboard/users, list only). */
export default {
  list: UsersList,
  icon: PeopleIcon,
};
