import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { useDataProvider, useGetMany, useListContext, useTranslate, useUnselectAll } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { BUSINESS_SUCCESS, bulkAddFundsBody } from '../../contract/business';
import { formatTND } from '../../lib/money';
import { fromMillimes, readMillimes } from '../../contract/money';
import { FundsDialog } from './FundsDialog';

const resolver = zodResolver(bulkAddFundsBody);

/** Bulk action of the users list ('Bulk Add Funds'): the same amount to every checked user, all or nothing. */
export function BulkAddFundsButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds } = useListContext<ManagedUserRecord>();
  const unselectAll = useUnselectAll('users');
  const [open, setOpen] = useState(false);
  const { data: selected = [] } = useGetMany<ManagedUserRecord>(
    'users',
    { ids: selectedIds },
    { enabled: open },
  );
  const phones = selected.map((u) => u.phoneNumber).sort();
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
          return each === null ? null : (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="bulk-total">
              {translate('business.modals.bulkTotal', {
                total: formatTND(fromMillimes(each * phones.length)),
              })}
            </Typography>
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
