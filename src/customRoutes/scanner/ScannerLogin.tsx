import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Paper,
  FilledInput,
  FormControl,
  InputLabel,
  type FilledInputProps,
} from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import { usePublicI18n } from '../../i18n/usePublicTranslate';
import { errorMessage } from '../../api/request';
import { agentLogin } from './scannerApi';
import type { AgentSession } from './types';

// Only shown after a failed attempt: fetched once the form is on screen, not before it.
const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

/** 'Security Scanner' login: Agent ID from the URL (read-only) and the agent's password. */
export function ScannerLogin({
  agentId,
  onLogin,
}: {
  agentId: string;
  onLogin: (session: AgentSession) => void;
}) {
  const { translate } = usePublicI18n();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => void loadAlert().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(translate('scanner.login.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onLogin(await agentLogin(agentId, password));
    } catch (err) {
      setError(errorMessage(err, translate('scanner.login.failed')));
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      {/* Card and CardContent, as plain Paper and Box (same look, fewer modules on this first screen) */}
      <Paper sx={{ width: '100%', maxWidth: 420, overflow: 'hidden' }} elevation={3}>
        <Box sx={{ p: { xs: 3, sm: 4 }, pb: { xs: 3, sm: 3 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', color: 'primary.main', mb: 1 }}>
            <SecurityIcon fontSize="large" />
          </Box>
          <Box component="h1" sx={{ typography: 'h5', m: 0, textAlign: 'center', fontWeight: 600, mb: 3 }}>
            {translate('scanner.login.title')}
          </Box>
          {error && (
            <Suspense
              fallback={
                <Box role="alert" sx={{ mb: 2, px: 2, py: 1.5, color: 'error.main' }}>
                  {error}
                </Box>
              }
            >
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            </Suspense>
          )}
          <Box component="form" onSubmit={submit} noValidate>
            <Field label={translate('scanner.login.agentId')} value={agentId} readOnly />
            <Field
              label={translate('scanner.login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {busy ? translate('scanner.login.submitting') : translate('scanner.login.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * A labelled field as the theme's TextField draws it (filled, small, full width), built from its
 * parts: TextField also brings Select, Menu, Popover and Modal, which this first screen never uses.
 */
function Field({
  label,
  required,
  readOnly,
  ...input
}: { label: ReactNode; required?: boolean; readOnly?: boolean } & Pick<
  FilledInputProps,
  'type' | 'name' | 'autoComplete' | 'value' | 'onChange' | 'autoFocus'
>) {
  const id = useId();
  return (
    <FormControl margin="normal" required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} readOnly={readOnly} {...input} />
    </FormControl>
  );
}
