import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { httpClient, errorMessage } from '../../api/httpClient';
import { useTranslate } from 'ra-core';
import { PublicShell } from '../PublicShell';

export const MIN_PASSWORD_LENGTH = 6;

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setError(translate('resetPassword.tooShort'));
    if (password !== confirm) return setError(translate('resetPassword.mismatch'));
    setBusy(true);
    setError(null);
    try {
      const { message } = await httpClient<{ message: string }>('/api/auth/reset-password', {
        method: 'POST',
        body: { token, password },
        token: null,
      });
      setDone(message);
    } catch (err) {
      setError(errorMessage(err, translate('resetPassword.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicShell title={translate('resetPassword.title')}>
      {done ? (
        <>
          <Alert severity="success" role="status">
            {done}
          </Alert>
          <Button component={RouterLink} to="/" variant="contained" fullWidth sx={{ mt: 2 }}>
            {translate('resetPassword.signIn')}
          </Button>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          {error && (
            <Alert severity="error" variant="filled" sx={{ mb: 1 }} role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={translate('resetPassword.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            helperText={translate('resetPassword.hint')}
            fullWidth
            margin="normal"
            autoComplete="new-password"
          />
          <TextField
            label={translate('resetPassword.confirm')}
            type="password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            fullWidth
            margin="normal"
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
            {busy ? translate('resetPassword.submitting') : translate('resetPassword.submit')}
          </Button>
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Link component={RouterLink} to="/">
              {translate('forgotPassword.back')}
            </Link>
          </Box>
        </Box>
      )}
    </PublicShell>
  );
}
