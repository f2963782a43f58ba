import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

const MIN_PASSWORD = 6;

/** 'Create Security Agent': name required, password of at least 6 characters (SPEC §5). */
export function CreateAgentDialog(props: {
  open: boolean;
  onClose: () => void;
  onCreate: (input: { name: string; password: string }) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const { open, onClose, onCreate } = props;
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setName('');
    setPassword('');
    setErrors({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = translate('security.create.nameRequired');
    if (!password) next.password = translate('security.create.passwordRequired');
    else if (password.length < MIN_PASSWORD) next.password = translate('security.create.passwordTooShort');
    setErrors(next);
    if (next.name || next.password) return;
    setBusy(true);
    const ok = await onCreate({ name: name.trim(), password });
    setBusy(false);
    if (ok) reset();
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="create-agent-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-agent-title">{translate('security.create.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('security.create.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            fullWidth
            margin="normal"
            autoFocus
            slotProps={{ htmlInput: { 'aria-required': true, maxLength: 100 } }}
          />
          <TextField
            label={translate('security.create.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? translate('security.create.passwordHint')}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { 'aria-required': true, minLength: MIN_PASSWORD } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {translate('security.create.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? translate('security.create.submitting') : translate('security.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
