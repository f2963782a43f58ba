import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import {
  useDataProvider,
  useGetIdentity,
  useGetMany,
  useListContext,
  useTranslate,
  useUnselectAll,
} from 'ra-core';
import type { AppIdentity } from '../../authProvider';
import type { AppDataProvider } from '../../dataProvider';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { BUSINESS_SUCCESS, bulkAddFundsBody } from '../../contract/business';
import { formatTND } from '../../lib/money';
import { fromMillimes, readMillimes, toMillimes } from '../../contract/money';
import { FundsDialog } from './FundsDialog';

const resolver = zodResolver(bulkAddFundsBody);

/** Bulk action of the users list ('Bulk Add Funds'): the same amount to every checked user, all or nothing. */
export function BulkAddFundsButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds } = useListContext<ManagedUserRecord>();
  const unselectAll = useUnselectAll('users');
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const { data: selected = [] } = useGetMany<ManagedUserRecord>(
    'users',
    { ids: selectedIds },
    { enabled: open },
  );
  const phones = selected.map((u) => u.phoneNumber).sort();
  const balance = (identity as AppIdentity | undefined)?.balance;
  return (
    <>
      <Button variant="contained" size="small" startIcon={<GroupAddIcon />} onClick={() => setOpen(true)}>
        {translate('business.users.bulkAddFunds')}
      </Button>
      <FundsDialog
        // The recipients are part of the validated body: a new form once they are known.
        key={phones.join(',')}
        open={open}
        onClose={() => setOpen(false)}
        title={translate('business.modals.bulkTitle')}
        intro={translate('business.modals.bulkIntro', { smart_count: selectedIds.length })}
        amountLabel="business.modals.bulkAmountLabel"
        submitLabel={translate('business.modals.bulkSubmit')}
        resolver={resolver}
        defaultValues={{ phoneNumbers: phones }}
        summary={(amount) => {
          // While the amount is typed it may not be one yet (1e400): no total rather than a crash.
          const each = readMillimes(amount);
          if (each === null) return null;
          const total = each * phones.length;
          // The dry run: who receives it, the total and the balance it leaves, before anything is sent.
          return (
            <Box sx={{ mt: 1 }} data-testid="bulk-dry-run" role="status">
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('business.modals.dryRun')}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate('business.modals.dryRunUsers', {
                  names: selected.map((u) => u.fullName).join(', '),
                })}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="bulk-total">
                {translate('business.modals.bulkTotal', { total: formatTND(fromMillimes(total)) })}
              </Typography>
              {balance !== undefined && (
                <Typography variant="body2" data-testid="bulk-balance-after">
                  {translate('business.modals.balanceAfter', {
                    balance: formatTND(fromMillimes(toMillimes(balance) - total)),
                  })}
                </Typography>
              )}
            </Box>
          );
        }}
        target={phones.join(',')}
        recipients={phones.length}
        send={(amount, key) => dataProvider.bulkAddFunds(phones, amount, key)}
        successMessage={BUSINESS_SUCCESS.bulkAddFunds}
        successKey="business.messages.bulkFundsAdded"
        errorKey="business.messages.bulkError"
        onSuccess={() => unselectAll()}
      />
    </>
  );
}
