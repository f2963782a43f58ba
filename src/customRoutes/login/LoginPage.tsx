import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { authProvider, checkSession } from '../../authProvider';
import { takeSessionError } from '../../authProvider/sessionError';
import { getToken } from '../../api/token';
import { useTranslate } from 'ra-core';
import { PublicShell } from '../PublicShell';
import { loginBody, type LoginBody } from '../../contract/auth';

const resolver = zodResolver(loginBody);

/** SPEC §2 login screen; on start a stored token is checked and a valid session goes to /dashboard. */
export default function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver, defaultValues: { email: '', password: '' } });
  // MUI's TextField takes the input's ref as `inputRef` (its own `ref` is the wrapper's).
  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');
  const [loading, setLoading] = useState(false);
  const [checking, setChecking] = useState(() => Boolean(getToken()));
  const [error, setError] = useState<string | null>(() => takeSessionError());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    checkSession()
      .then(() => !cancelled && navigate('/dashboard', { replace: true }))
      .catch((e: Error) => {
        if (cancelled) return;
        setError(e.message);
        setChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = handleSubmit(async (body) => {
    setLoading(true);
    setError(null);
    try {
      await authProvider.login(body);
      timer.current = setTimeout(() => navigate('/dashboard'), 100);
    } catch (err) {
      setError((err as Error).message);
      setLoading(false);
    }
  });

  if (checking) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }

  return (
    <PublicShell title={translate('login.title')}>
      {error && (
        <Alert severity="error" variant="filled" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          label={translate('login.email')}
          type="email"
          autoComplete="username"
          {...email}
          inputRef={emailRef}
          error={Boolean(errors.email)}
          helperText={errors.email?.message && translate(errors.email.message)}
          fullWidth
          margin="normal"
          autoFocus
        />
        <TextField
          label={translate('login.password')}
          type="password"
          autoComplete="current-password"
          {...password}
          inputRef={passwordRef}
          error={Boolean(errors.password)}
          helperText={errors.password?.message && translate(errors.password.message)}
          fullWidth
          margin="normal"
        />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={loading} sx={{ mt: 2 }}>
          {loading ? translate('login.submitting') : translate('login.submit')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/forgot-password">
            {translate('login.forgot')}
          </Link>
        </Box>
      </Box>
    </PublicShell>
  );
}
