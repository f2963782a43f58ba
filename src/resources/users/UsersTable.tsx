import { Box, Stack, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { useCanAccess, useTranslate } from 'ra-core';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { formatTND } from '../../lib/money';
import { formatDateFr } from '../../lib/dates';
import { UserAvatar } from './UserAvatar';
import { BulkAddFundsButton } from './BulkAddFunds';
import { UserRowActions, type UserActions } from './UserRowActions';

const Column = DataTable.Col<ManagedUserRecord>;

/** The users table: checkbox, user, phone, balance, last payment and actions; every data column sorts. */
export function UsersTable({ onAddFunds, onDelete }: UserActions) {
  const translate = useTranslate();
  // Bulk funding is the only bulk action: no checkboxes for a role that may not move money.
  const { canAccess: mayFund } = useCanAccess({ resource: 'funds', action: 'create' });
  return (
    <DataTable
      rowClick={false}
      bulkActionButtons={mayFund ? <BulkAddFundsButton /> : false}
      empty={<Typography sx={{ p: 3 }}>{translate('business.users.empty')}</Typography>}
    >
      <Column
        source="fullName"
        render={(u) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <UserAvatar name={u.fullName} picture={u.profilePicture} />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {u.fullName}
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
      <Column source="phoneNumber" />
      <Column
        source="balance"
        align="right"
        render={(u) => <span style={{ whiteSpace: 'nowrap' }}>{formatTND(u.balance)}</span>}
      />
      <Column
        source="lastPayment"
        render={(u) => (u.lastPayment ? formatDateFr(u.lastPayment) : translate('business.users.never'))}
      />
      <Column
        label="business.users.columns.actions"
        disableSort
        render={(u) => (
          <UserRowActions
            user={u}
            onAddFunds={onAddFunds}
            onDelete={onDelete}
            addFundsSx={{ whiteSpace: 'nowrap' }}
          />
        )}
      />
    </DataTable>
  );
}
