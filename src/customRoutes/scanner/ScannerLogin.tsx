import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import { usePublicI18n } from '../../i18n/usePublicTranslate';
import { errorMessage } from '../../api/request';
import { agentLogin } from './scannerApi';
import type { AgentSession } from './types';

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
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', color: 'primary.main', mb: 1 }}>
            <SecurityIcon fontSize="large" />
          </Box>
          <Typography component="h1" variant="h5" align="center" sx={{ fontWeight: 600, mb: 3 }}>
            {translate('scanner.login.title')}
          </Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Box component="form" onSubmit={submit} noValidate>
            <TextField
              label={translate('scanner.login.agentId')}
              value={agentId}
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label={translate('scanner.login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              fullWidth
              margin="normal"
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {busy ? translate('scanner.login.submitting') : translate('scanner.login.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
