import { Box, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { BulkActionsToolbar, BulkActionsToolbarClasses } from 'react-admin';
import { useListContext, useTranslate } from 'ra-core';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { formatTND } from '../../lib/money';
import { formatDateFr } from '../../lib/dates';
import { UserAvatar } from './UserAvatar';
import { BulkAddFundsButton } from './BulkAddFunds';
import { UserRowActions, type UserActions } from './UserRowActions';

/** The users table as cards on phones (a wide table would push the whole layout sideways). */
export function MobileUserList({ onAddFunds, onDelete }: UserActions) {
  const translate = useTranslate();
  const { data = [], selectedIds, onToggleItem, onSelect, isPending } = useListContext<ManagedUserRecord>();
  if (!isPending && data.length === 0)
    return <Typography sx={{ p: 2 }}>{translate('business.users.empty')}</Typography>;
  return (
    <Stack spacing={1}>
      {/* The cards' header checkbox, as the table's: every user of this page, or none. */}
      {data.length > 0 && (
        <FormControlLabel
          sx={{ ml: 0.25 }}
          label={translate('ra.action.select_all')}
          control={
            <Checkbox
              checked={data.every((u) => selectedIds.includes(u.id))}
              onChange={(_, checked) =>
                onSelect(
                  checked
                    ? [...new Set([...selectedIds, ...data.map((u) => u.id)])]
                    : selectedIds.filter((id) => !data.some((u) => u.id === id)),
                )
              }
            />
          }
        />
      )}
      {/* react-admin's bulk bar, as the table has it ('N items selected', unselect, select all),
          in the flow above the cards rather than floating over them. */}
      {selectedIds.length > 0 && (
        <Box
          sx={{
            [`&& .${BulkActionsToolbarClasses.toolbar}`]: {
              position: 'relative',
              transform: 'none',
              height: 'auto',
              flexWrap: 'wrap',
              gap: 1,
              py: 0.5,
            },
          }}
        >
          <BulkActionsToolbar>
            <BulkAddFundsButton />
          </BulkActionsToolbar>
        </Box>
      )}
      {data.map((u) => (
        <Card key={u.id} variant="outlined">
          <CardContent
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 1.5 } }}
          >
            <Checkbox
              checked={selectedIds.includes(u.id)}
              onChange={() => onToggleItem(u.id)}
              slotProps={{ input: { 'aria-label': u.fullName } }}
              sx={{ p: 0.5 }}
            />
            <UserAvatar name={u.fullName} picture={u.profilePicture} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{u.fullName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {u.phoneNumber}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatTND(u.balance)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('business.users.columns.lastPayment')} :{' '}
                {u.lastPayment ? formatDateFr(u.lastPayment) : translate('business.users.never')}
              </Typography>
              <UserRowActions user={u} onAddFunds={onAddFunds} onDelete={onDelete} sx={{ mt: 1 }} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
