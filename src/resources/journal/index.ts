import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

/** The account's journal: resource 'journal' (route /dashboard/journal, list only, read-only). */
export default {
  list: lazy(() => import('./JournalList')),
  icon: HistoryIcon,
  recordRepresentation: 'action',
};
