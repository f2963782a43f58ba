import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, PasswordInput, SaveButton, type FormProps } from 'react-admin';
import { useNotify, useTranslate, useUpdate } from 'ra-core';
import { agentPasswordBody } from '../../contract/events';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SecurityAgent } from '../../dataProvider/securityAgents';

/** The contract's rule; its messages are translation keys. */
const resolver: FormProps['resolver'] = zodResolver(agentPasswordBody);

/**
 * The organiser sets an agent's new password from its card: a react-admin form in a dialog,
 * validated by the contract's rule, saved through the resource's update (the server ends the
 * agent's open sessions and streams).
 */
export function SetPasswordDialog({
  agent,
  open,
  onClose,
}: {
  agent: SecurityAgent;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  // The new password travels in the update's data only; it is never part of the agent record.
  const [update, { isPending }] = useUpdate<SecurityAgent & { password?: string }>();
  const titleId = `agent-password-title-${agent.id}`;
  const save = (values: Record<string, unknown>) =>
    update(
      'security-agents',
      { id: agent.id, data: { password: String(values.password) }, previousData: agent },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('security.notify.passwordSet', { type: 'info' });
          onClose();
        },
        onError: (error) => {
          console.error('Failed to set the agent password', error);
          notify('security.errors.password', { type: 'error' });
        },
      },
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Form
        resource="security-agents"
        defaultValues={{ password: '' }}
        resolver={resolver}
        onSubmit={save}
        mode="onTouched"
        reValidateMode="onChange"
        noValidate
      >
        <DialogTitle id={titleId}>{translate('security.password.title', { name: agent.name })}</DialogTitle>
        <DialogContent>
          <PasswordInput
            source="password"
            required
            helperText={translate('security.password.hint')}
            autoComplete="new-password"
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('security.password.cancel')}</Button>
          <SaveButton
            label={translate('security.password.submit')}
            icon={<></>}
            alwaysEnable
            disabled={isPending}
          />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
