import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, TextField } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { httpClient, errorMessage } from '../../api/httpClient';
import { useTranslate } from 'ra-core';
import { PublicShell } from '../PublicShell';
import { BackToSignIn } from './BackToSignIn';
import { PasswordResetGate } from './PasswordResetGate';
import { resetPasswordForm } from '../../contract/auth';

const resolver = zodResolver(resetPasswordForm);

export default function ResetPasswordPage() {
  return (
    <PasswordResetGate title="resetPassword.title">
      <ResetPasswordForm />
    </PasswordResetGate>
  );
}

function ResetPasswordForm() {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { password: '', confirm: '' } });
  // MUI's TextField takes the input's ref as `inputRef` (its own `ref` is the wrapper's).
  const { ref: passwordRef, ...password } = register('password');
  const { ref: confirmRef, ...confirm } = register('confirm');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { message } = await httpClient<{ message: string }>('/api/auth/reset-password', {
        method: 'POST',
        body: { token, password: values.password },
        token: null,
      });
      setDone(message);
    } catch (err) {
      setError(errorMessage(err, translate('resetPassword.failed')));
    }
  });

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
            {...password}
            inputRef={passwordRef}
            error={Boolean(errors.password)}
            helperText={translate(errors.password?.message ?? 'resetPassword.hint')}
            fullWidth
            margin="normal"
            autoComplete="new-password"
          />
          <TextField
            label={translate('resetPassword.confirm')}
            type="password"
            {...confirm}
            inputRef={confirmRef}
            error={Boolean(errors.confirm)}
            helperText={errors.confirm?.message && translate(errors.confirm.message)}
            fullWidth
            margin="normal"
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 1 }}>
            {isSubmitting ? translate('resetPassword.submitting') : translate('resetPassword.submit')}
          </Button>
          <BackToSignIn />
        </Box>
      )}
    </PublicShell>
  );
}
