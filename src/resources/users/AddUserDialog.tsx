import { useEffect } from 'react';
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
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, SaveButton, TextInput, type FormProps } from 'react-admin';
import { useCreate, useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import { addUserBody, type ApiLookupResult } from '../../contract/business';
import { UserAvatar } from './UserAvatar';
import { serverFieldErrors } from '../../lib/serverFieldErrors';
import { useNotifyFailure } from './useNotifyFailure';

/** The contract's add_user schema; its messages are translation keys. */
const resolver: FormProps['resolver'] = zodResolver(addUserBody);

/** SPEC §4 add-user flow: the lookup runs only at exactly 8 characters; a found user is previewed; then 'Add User'. */
export const LOOKUP_LENGTH = 8;

/** The platform user a phone number belongs to, looked up when the input holds exactly 8 characters. */
function useLookup(phone: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery<ApiLookupResult>({
    queryKey: ['users', 'lookup', phone],
    queryFn: ({ signal }) => dataProvider.lookupUser(phone, signal),
    enabled: phone.length === LOOKUP_LENGTH,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const notFound = isNotFound(query.error);
  useEffect(() => {
    // SPEC §8: a failed lookup is only logged; the preview stays cleared. A 404 is an answer, not a
    // failure: the dialog says that no customer has this number.
    if (query.error && !notFound) console.error('User lookup failed', query.error);
  }, [query.error, notFound]);
  return phone.length === LOOKUP_LENGTH ? { ...query, notFound } : null;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

function LookupPreview({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const raw: unknown = useWatch({ name: 'phoneNumber' });
  const phone = typeof raw === 'string' ? raw : '';
  const lookup = useLookup(phone);
  const preview = lookup?.data && !lookup.isError ? lookup.data : null;
  // Enabled once a user not yet in the list is found, also while the phone field is validated.
  const canAdd = Boolean(preview && !preview.isManaged);
  const name = preview ? `${preview.firstName} ${preview.lastName}`.trim() : '';
  return (
    <>
      <DialogContent>
        <TextInput
          source="phoneNumber"
          helperText={translate('business.modals.phoneHint')}
          autoFocus
          fullWidth
          parse={(v: string) => v.trim()}
          inputProps={{ inputMode: 'numeric', maxLength: 12, autoComplete: 'off' }}
        />
        {lookup?.isFetching && !preview && (
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
        {lookup?.notFound && !lookup.isFetching && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('business.modals.noCustomer')}
          </Alert>
        )}
        {preview?.isManaged && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('business.modals.alreadyInList')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('business.modals.cancel')}</Button>
        <SaveButton
          label={translate('business.modals.addUserSubmit')}
          icon={<PersonAddIcon />}
          alwaysEnable={canAdd}
          disabled={!canAdd}
        />
      </DialogActions>
    </>
  );
}

/**
 * SPEC's 'Add New User' modal: a react-admin form (phone validated by the contract's add_user
 * schema), the lookup preview, then 'Add User' creates the record of resource 'users' with
 * react-admin's `useCreate`; the modal closes after success.
 */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [create] = useCreate();
  const submit = async (values: FieldValues) => {
    try {
      await create('users', { data: values }, { returnPromise: true });
      notify('business.messages.userCreated', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notifyFailure(error, 'business.messages.addUserError');
      return serverFieldErrors(error);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-user-title">
      <DialogTitle id="add-user-title">{translate('business.modals.addUserTitle')}</DialogTitle>
      {/* Labels: resources.users.fields. */}
      <Form
        resource="users"
        defaultValues={{ phoneNumber: '' }}
        resolver={resolver}
        mode="onTouched"
        reValidateMode="onChange"
        onSubmit={submit}
        noValidate
      >
        <LookupPreview onClose={onClose} />
      </Form>
    </Dialog>
  );
}
