import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { ManagedUserRecord } from '../../dataProvider/business';
import { BUSINESS_SUCCESS } from '../../contract/business';
import { FundsDialog } from './FundsDialog';
import { fullName } from './fullName';

export function AddFundsDialog({ user, onClose }: { user: ManagedUserRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <FundsDialog
      open={Boolean(user)}
      onClose={onClose}
      title={translate('business.modals.addFundsTitle')}
      intro={
        user ? translate('business.modals.addFundsTo', { name: fullName(user), phone: user.phoneNumber }) : ''
      }
      amountLabel={translate('business.modals.amountLabel')}
      submitLabel={translate('business.modals.addFundsSubmit')}
      target={user?.phoneNumber ?? ''}
      send={(amount, key) => dataProvider.addFunds(user!.phoneNumber, amount, key)}
      successMessage={BUSINESS_SUCCESS.addFunds}
      successKey="business.messages.fundsAdded"
      errorKey="business.messages.addFundsError"
    />
  );
}
