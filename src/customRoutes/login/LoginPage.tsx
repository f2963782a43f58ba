import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { authProvider, checkSession } from '../../authProvider';
import { takeSessionError } from '../../authProvider/sessionError';
import { getToken } from '../../api/token';
import { useTranslate } from 'ra-core';
import { PublicShell } from '../PublicShell';

/** SPEC §2 login screen; on start a stored token is checked and a valid session goes to /dashboard. */
export default function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setLoading(true);
    setError(null);
    try {
      await authProvider.login({ email, password });
      timer.current = setTimeout(() => navigate('/dashboard'), 100);
    } catch (err) {
      setError((err as Error).message);
      setLoading(false);
    }
  };

  if (checking) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="loading" />
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
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          fullWidth
          margin="normal"
          autoFocus
        />
        <TextField
          label={translate('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
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
