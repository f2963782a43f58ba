import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { httpClient, errorMessage } from '../../api/httpClient';
import { useTranslate } from 'ra-core';
import { PublicShell } from '../PublicShell';

export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError(translate('validation.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message } = await httpClient<{ message: string }>('/api/auth/forgot-password', {
        method: 'POST',
        body: { email: email.trim() },
        token: null,
      });
      setSent(message);
    } catch (err) {
      setError(errorMessage(err, translate('forgotPassword.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicShell title={translate('forgotPassword.title')}>
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography variant="body2" color="text.secondary">
            {translate('forgotPassword.intro')}
          </Typography>
          {error && (
            <Alert severity="error" variant="filled" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={translate('forgotPassword.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            margin="normal"
            autoFocus
            required
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
            {busy ? translate('forgotPassword.submitting') : translate('forgotPassword.submit')}
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/">
          {translate('forgotPassword.back')}
        </Link>
      </Box>
    </PublicShell>
  );
}
