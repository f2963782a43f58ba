import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate, useUnselectAll } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { ManagedUserRecord } from '../../dataProvider/business';
import { BUSINESS_SUCCESS } from '../../contract/business';
import { FailureAlert, failureOf, type Failure } from './FailureAlert';
import { fullName } from './fullName';

/** SPEC §5: 'Are you sure you want to delete {name}? This action cannot be undone.' */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUserRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('users');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!user || busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await dataProvider.deleteManagedUser(user.phoneNumber);
      if (res?.message === BUSINESS_SUCCESS.deleteUser) {
        notify('business.messages.userDeleted', { type: 'success' });
        unselectAll();
        refresh();
        close();
      } else {
        setError(
          res?.message ? { message: res.message } : { title: translate('business.messages.deleteError') },
        );
      }
    } catch (err) {
      setError(failureOf(err, translate('business.messages.deleteError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={Boolean(user)} onClose={close} maxWidth="xs" fullWidth aria-labelledby="delete-user-title">
      <DialogTitle id="delete-user-title">{translate('business.modals.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {user ? translate('business.modals.deleteConfirm', { name: fullName(user) }) : ''}
        </DialogContentText>
        <FailureAlert failure={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('business.modals.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {translate('business.modals.deleteSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
