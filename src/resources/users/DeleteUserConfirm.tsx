import { Confirm } from 'react-admin';
import { useDelete, useNotify, useRefresh, useUnselectAll } from 'ra-core';
import type { ManagedUserRecord } from '../../dataProvider/users';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * SPEC's 'Delete User' modal: react-admin's `<Confirm>` with SPEC §5's sentence, then `useDelete`
 * (the dataProvider deletes by phone). Not undoable: SPEC says the action cannot be undone.
 */
export function DeleteUserConfirm({
  user,
  onClose,
}: {
  user: ManagedUserRecord | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('users');
  const [deleteOne, { isPending }] = useDelete<ManagedUserRecord>();
  const confirm = () => {
    if (!user) return;
    deleteOne(
      'users',
      { id: user.id, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('business.messages.userDeleted', { type: 'success' });
          unselectAll();
          refresh();
          onClose();
        },
        onError: (error) => notifyFailure(error, 'business.messages.deleteError'),
      },
    );
  };
  return (
    <Confirm
      isOpen={Boolean(user)}
      loading={isPending}
      title="business.modals.deleteTitle"
      content="business.modals.deleteConfirm"
      translateOptions={{ name: user?.fullName ?? '' }}
      confirm="business.modals.deleteSubmit"
      cancel="business.modals.cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
