import { Box, Card, CardContent, Checkbox, Stack, Typography } from '@mui/material';
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
  const { data = [], selectedIds, onToggleItem, isPending } = useListContext<ManagedUserRecord>();
  if (!isPending && data.length === 0)
    return <Typography sx={{ p: 2 }}>{translate('business.users.empty')}</Typography>;
  return (
    <Stack spacing={1}>
      {selectedIds.length > 0 && (
        <Box sx={{ position: 'sticky', top: 56, zIndex: 2, bgcolor: 'background.default', py: 1 }}>
          <BulkAddFundsButton />
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
