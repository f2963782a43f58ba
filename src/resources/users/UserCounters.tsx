import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import type { ReactNode } from 'react';
import { useGetIdentity, useGetList, useTranslate } from 'ra-core';
import { formatTND } from '../../lib/money';
import type { AppIdentity } from '../../authProvider';

/** Number of users (the whole list, not the filtered view) and the signed-in account's balance in TND. */
export function UserCounters() {
  const translate = useTranslate();
  const { total } = useGetList('users', { pagination: { page: 1, perPage: 1 } });
  const { identity } = useGetIdentity();
  const balance = (identity as AppIdentity | undefined)?.balance;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
      <Counter
        icon={<PeopleIcon />}
        label={translate('business.users.numberOfUsers')}
        value={total}
        testId="users-count"
      />
      <Counter
        icon={<AccountBalanceWalletIcon />}
        label={translate('business.users.currentBalance')}
        value={balance === undefined ? undefined : formatTND(balance)}
        testId="business-balance"
      />
    </Box>
  );
}

function Counter({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  testId: string;
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid={testId}>
            {value ?? <Skeleton width={80} />}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
