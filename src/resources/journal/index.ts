import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { defineResource } from '../defineResource';

/**
 * The account's journal: resource 'journal' (route /dashboard/journal, list only, read-only), on
 * servers that keep one; its endpoint speaks simple-REST (the default provider).
 */
export default defineResource({
  name: 'journal',
  list: lazy(() => import('./JournalList')),
  icon: HistoryIcon,
  recordRepresentation: 'action',
  extension: 'journal',
});
