import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import DeleteIcon from '@mui/icons-material/Delete';
import { CanAccess, useTranslate } from 'ra-core';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { StatementButton } from './StatementButton';

export interface UserActions {
  onAddFunds: (u: ManagedUserRecord) => void;
  onDelete: (u: ManagedUserRecord) => void;
}

/**
 * A user's actions (SPEC §2 Users): Add Funds and Delete, in the table's last column and on phone
 * cards, each shown when the role may do it (moving money is the `funds` resource's create).
 */
export function UserRowActions({
  user,
  onAddFunds,
  onDelete,
  sx,
  addFundsSx,
}: UserActions & { user: ManagedUserRecord; sx?: SxProps<Theme>; addFundsSx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CanAccess resource="funds" action="create">
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddCardIcon />}
          onClick={() => onAddFunds(user)}
          sx={addFundsSx}
        >
          {translate('business.users.actions.addFunds')}
        </Button>
      </CanAccess>
      <CanAccess resource="users" action="delete">
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(user)}>
          {translate('business.users.actions.delete')}
        </Button>
      </CanAccess>
      <StatementButton userId={String(user.id)} name={user.fullName} />
    </Stack>
  );
}
