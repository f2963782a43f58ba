import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { httpClient, errorMessage } from '../../api/httpClient';
import { useTranslate } from 'ra-core';
import { PublicShell } from '../PublicShell';
import { BackToSignIn } from './BackToSignIn';
import { PasswordResetGate } from './PasswordResetGate';
import { forgotPasswordBody } from '../../contract/auth';

const resolver = zodResolver(forgotPasswordBody);

export default function ForgotPasswordPage() {
  return (
    <PasswordResetGate title="forgotPassword.title">
      <ForgotPasswordForm />
    </PasswordResetGate>
  );
}

function ForgotPasswordForm() {
  const translate = useTranslate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { email: '' } });
  // MUI's TextField takes the input's ref as `inputRef` (its own `ref` is the wrapper's).
  const { ref: emailRef, ...email } = register('email');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = handleSubmit(async (body) => {
    setError(null);
    try {
      const { message } = await httpClient<{ message: string }>('/api/auth/forgot-password', {
        method: 'POST',
        body,
        token: null,
      });
      setSent(message);
    } catch (err) {
      setError(errorMessage(err, translate('forgotPassword.failed')));
    }
  });

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
            {...email}
            inputRef={emailRef}
            error={Boolean(errors.email)}
            helperText={errors.email?.message && translate(errors.email.message)}
            fullWidth
            margin="normal"
            autoFocus
            required
          />
          <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 1 }}>
            {isSubmitting ? translate('forgotPassword.submitting') : translate('forgotPassword.submit')}
          </Button>
        </Box>
      )}
      <BackToSignIn />
    </PublicShell>
  );
}
