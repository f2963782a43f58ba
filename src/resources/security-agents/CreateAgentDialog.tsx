import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, Form, PasswordInput, SaveButton, TextInput } from 'react-admin';
import { useNotify, useTranslate } from 'ra-core';
import { agentCreateBody } from '../../contract/events';
import { zodResolver } from '@hookform/resolvers/zod';
import { serverFieldErrors } from '../../lib/serverFieldErrors';

/** The contract's schema (its messages are translation keys); the form keeps its raw values. */
const resolver = zodResolver(agentCreateBody, undefined, { raw: true });
const EMPTY = { name: '', password: '' };

/**
 * 'Create Security Agent' (SPEC §2): a react-admin create form in a dialog, validated with the
 * contract's schema (name required; password required, at least 6 characters) as the user leaves
 * a field, cleared as soon as it is fixed; the server's refusals of a field (a name already taken)
 * show under it. The list reloads itself (react-admin's cache).
 */
export function CreateAgentDialog({
  eventId,
  open,
  onClose,
}: {
  eventId: string;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (k: string) => translate(`security.create.${k}`);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="create-agent-title">
      <CreateBase
        resource="security-agents"
        redirect={false}
        mutationOptions={{
          meta: { eventId },
          onSuccess: () => {
            notify('security.notify.created', { type: 'info' });
            onClose();
          },
          onError: (error) => {
            // A refusal the server names a field for (a name already taken for this event) shows
            // under that field, put there by react-admin; SPEC's alert stays for other failures.
            if (serverFieldErrors(error)) return;
            console.error('Failed to create security agent', error);
            notify('security.errors.create', { type: 'error' });
          },
        }}
      >
        <Form defaultValues={EMPTY} resolver={resolver} mode="onTouched" reValidateMode="onChange" noValidate>
          <DialogTitle id="create-agent-title">{t('title')}</DialogTitle>
          <DialogContent>
            {/* Labels: resources.security-agents.fields; `required` adds the asterisk SPEC shows. */}
            <TextInput
              source="name"
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <PasswordInput
              source="password"
              required
              helperText={t('passwordHint')}
              autoComplete="new-password"
              fullWidth
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <SaveButton label={t('submit')} icon={<></>} alwaysEnable />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
}
