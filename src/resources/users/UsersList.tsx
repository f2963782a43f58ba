import { useMemo, useState } from 'react';
import { Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { CanAccess, useTranslate } from 'ra-core';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { USERS_SEARCH_HISTORY_KEY } from '../../lib/searchHistory';
import { AdvancedSearchList } from '../../layout/search/AdvancedSearchList';
import { RecentSearches } from '../../layout/search/RecentSearches';
import { UserCounters } from './UserCounters';
import { AddUserDialog } from './AddUserDialog';
import { AddFundsDialog } from './AddFundsDialog';
import { DeleteUserConfirm } from './DeleteUserConfirm';
import { MobileUserList } from './MobileUserList';
import { UsersTable } from './UsersTable';
import { USERS_ADVANCED_FILTERS, usersFilters } from './usersFilters';
import { usersExporter } from './usersExporter';
import { StatementButton } from './StatementButton';
import { USERS_LIST_SORT } from '../../lib/businessListOrder';

/** SPEC §2 Users screen at /dashboard/users: counters, search, advanced search, recent searches, table, modals. */
export function UsersList() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [funding, setFunding] = useState<ManagedUserRecord | null>(null);
  const [deleting, setDeleting] = useState<ManagedUserRecord | null>(null);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useMemo(() => usersFilters(translate), [translate]);
  const exporter = useMemo(() => usersExporter(translate), [translate]);
  return (
    <Box sx={{ pt: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('business.users.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <StatementButton />
          <CanAccess resource="users" action="create">
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
              {translate('business.users.addUser')}
            </Button>
          </CanAccess>
        </Stack>
      </Stack>
      <UserCounters />
      <AdvancedSearchList<ManagedUserRecord>
        resource="users"
        title={translate('business.users.title')}
        filters={filters}
        advancedFilters={USERS_ADVANCED_FILTERS}
        exporter={exporter}
        sort={USERS_LIST_SORT}
        empty={false}
      >
        <RecentSearches historyKey={USERS_SEARCH_HISTORY_KEY} />
        {isPhone ? (
          <MobileUserList onAddFunds={setFunding} onDelete={setDeleting} />
        ) : (
          <Box
            sx={{
              bgcolor: 'background.paper',
              borderRadius: 1,
              overflowX: 'auto',
              // The bulk toolbar sits in the flow above the table (not floated over the filters,
              // where this scroll box would clip it).
              '&& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
            }}
          >
            <UsersTable onAddFunds={setFunding} onDelete={setDeleting} />
          </Box>
        )}
      </AdvancedSearchList>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
      <AddFundsDialog user={funding} onClose={() => setFunding(null)} />
      <DeleteUserConfirm user={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
