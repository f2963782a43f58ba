import { useState } from 'react';
import { Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AddCardIcon from '@mui/icons-material/AddCard';
import DeleteIcon from '@mui/icons-material/Delete';
import { Datagrid, FunctionField, List, Pagination, TextField as RaTextField } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { ManagedUserRecord } from '../../dataProvider/business';
import { formatTND } from '../../lib/money';
import { formatDateFr } from '../../lib/dates';
import { USERS_SEARCH_HISTORY_KEY } from '../../lib/searchHistory';
import { ListSearchBar } from '../../layout/search/ListSearchBar';
import { UserCounters } from './UserCounters';
import { UserAvatar } from './UserAvatar';
import { AddUserDialog } from './AddUserDialog';
import { AddFundsDialog } from './AddFundsDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { BulkAddFundsButton } from './BulkAddFunds';
import { fullName } from './fullName';
import { MobileUserList } from './MobileUserList';

/** SPEC §2 Users screen at /dashboard/users. */
export function UsersList() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [funding, setFunding] = useState<ManagedUserRecord | null>(null);
  const [deleting, setDeleting] = useState<ManagedUserRecord | null>(null);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <List
        resource="users"
        title={translate('business.users.title')}
        sort={{ field: 'addedAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        actions={false}
        exporter={false}
        disableSyncWithLocation
        empty={false}
        component="div"
      >
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'center',
            mt: 2,
            mb: 2,
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('business.users.title')}
          </Typography>
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            {translate('business.users.addUser')}
          </Button>
        </Stack>
        <UserCounters />
        <ListSearchBar
          historyKey={USERS_SEARCH_HISTORY_KEY}
          placeholder={translate('business.users.searchPlaceholder')}
          minLabel={translate('business.users.minBalance')}
          maxLabel={translate('business.users.maxBalance')}
        />
        {isPhone ? (
          <MobileUserList onAddFunds={setFunding} onDelete={setDeleting} />
        ) : (
          <Box
            sx={{
              bgcolor: 'background.paper',
              borderRadius: 1,
              overflowX: 'auto',
              // The bulk toolbar sits in the flow above the table (not floated over the search bar).
              '&& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
            }}
          >
            <Datagrid
              rowClick={false}
              bulkActionButtons={<BulkAddFundsButton />}
              empty={<Typography sx={{ p: 3 }}>{translate('business.users.empty')}</Typography>}
            >
              <FunctionField<ManagedUserRecord>
                label={translate('business.users.columns.user')}
                source="lastName"
                render={(u) => (
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <UserAvatar name={fullName(u)} picture={u.profilePicture} />
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {fullName(u)}
                      </Typography>
                      {u.email && (
                        <Typography variant="caption" color="text.secondary">
                          {u.email}
                        </Typography>
                      )}
                    </Box>
                  </Stack>
                )}
              />
              <RaTextField source="phoneNumber" label={translate('business.users.columns.phone')} />
              <FunctionField<ManagedUserRecord>
                label={translate('business.users.columns.balance')}
                source="balance"
                render={(u) => <span style={{ whiteSpace: 'nowrap' }}>{formatTND(u.balance)}</span>}
              />
              <FunctionField<ManagedUserRecord>
                label={translate('business.users.columns.lastPayment')}
                source="lastPayment"
                render={(u) =>
                  u.lastPayment ? formatDateFr(u.lastPayment) : translate('business.users.never')
                }
              />
              <FunctionField<ManagedUserRecord>
                label={translate('business.users.columns.actions')}
                sortable={false}
                render={(u) => (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<AddCardIcon />}
                      onClick={() => setFunding(u)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {translate('business.users.actions.addFunds')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      onClick={() => setDeleting(u)}
                    >
                      {translate('business.users.actions.delete')}
                    </Button>
                  </Stack>
                )}
              />
            </Datagrid>
          </Box>
        )}
      </List>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
      <AddFundsDialog user={funding} onClose={() => setFunding(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
