import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import type { ApiLookupResult } from '../../contract/business';
import { BUSINESS_SUCCESS } from '../../contract/business';
import { errorMessage } from '../../api/httpClient';
import { UserAvatar } from './UserAvatar';

/** SPEC §4 add-user flow: the lookup runs only at exactly 8 characters; a found user is previewed; then 'Add User'. */
export const LOOKUP_LENGTH = 8;

export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [phone, setPhone] = useState('');
  const [preview, setPreview] = useState<ApiLookupResult | null>(null);
  const [searching, setSearching] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setPreview(null);
    setError(null);
    if (phone.length !== LOOKUP_LENGTH) return;
    const controller = new AbortController();
    setSearching(true);
    dataProvider
      .lookupUser(phone, controller.signal)
      .then((found) => setPreview(found))
      .catch((err: unknown) => {
        // SPEC §8: a failed lookup is only logged; the preview stays cleared.
        if ((err as Error).name !== 'AbortError') console.error('User lookup failed', err);
      })
      .finally(() => {
        if (!controller.signal.aborted) setSearching(false);
      });
    return () => {
      controller.abort();
      setSearching(false);
    };
  }, [phone, dataProvider]);

  const close = () => {
    setPhone('');
    setPreview(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!preview || saving) return;
    setSaving(true);
    setError(null);
    try {
      const res = await dataProvider.addManagedUser(phone);
      if (res?.message === BUSINESS_SUCCESS.addUser) {
        notify('business.messages.userCreated', { type: 'success' });
        refresh();
        close();
      } else {
        setError(res?.message || translate('business.messages.addUserError'));
      }
    } catch (err) {
      setError(errorMessage(err, translate('business.messages.addUserError')));
    } finally {
      setSaving(false);
    }
  };

  const name = preview ? `${preview.firstName} ${preview.lastName}`.trim() : '';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-user-title">
      <DialogTitle id="add-user-title">{translate('business.modals.addUserTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('business.modals.phoneLabel')}
          helperText={translate('business.modals.phoneHint')}
          value={phone}
          onChange={(e) => setPhone(e.target.value.trim())}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12, autoComplete: 'off' } }}
        />
        {searching && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{translate('business.modals.searching')}</Typography>
          </Box>
        )}
        {preview && (
          <Paper
            variant="outlined"
            sx={{ p: 1.5, mt: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}
            data-testid="lookup-preview"
          >
            <UserAvatar name={name} picture={preview.profilePicture} size={48} />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {preview.phone ?? phone}
              </Typography>
            </Box>
          </Paper>
        )}
        {preview?.isManaged && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('business.modals.alreadyInList')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('business.modals.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!preview || saving || preview.isManaged}>
          {translate('business.modals.addUserSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
