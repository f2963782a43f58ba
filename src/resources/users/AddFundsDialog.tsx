import { useDataProvider, useTranslate } from 'ra-core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AppDataProvider } from '../../dataProvider';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { addFundsBody, BUSINESS_SUCCESS } from '../../contract/business';
import { FundsDialog } from './FundsDialog';

const resolver = zodResolver(addFundsBody);

/** SPEC's 'Add Funds' modal: an amount for one managed user, from the business's balance. */
export function AddFundsDialog({ user, onClose }: { user: ManagedUserRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <FundsDialog
      open={Boolean(user)}
      onClose={onClose}
      title={translate('business.modals.addFundsTitle')}
      intro={
        user ? translate('business.modals.addFundsTo', { name: user.fullName, phone: user.phoneNumber }) : ''
      }
      submitLabel={translate('business.modals.addFundsSubmit')}
      resolver={resolver}
      defaultValues={{ phoneNumber: user?.phoneNumber ?? '' }}
      target={user?.phoneNumber ?? ''}
      send={(amount, key) => dataProvider.addFunds(user!.phoneNumber, amount, key)}
      successMessage={BUSINESS_SUCCESS.addFunds}
      successKey="business.messages.fundsAdded"
      errorKey="business.messages.addFundsError"
    />
  );
}
