import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  FilledInput,
  FormControl,
  FormHelperText,
  InputLabel,
  type FilledInputProps,
} from '@mui/material';
import { ScannerLanguageMenu } from './ScannerLanguageMenu';
import type { AgentSession } from './types';
import { useAgentLoginForm } from './useAgentLoginForm';
import { useTranslate } from 'ra-core';

// Only shown after a failed attempt: fetched once the agent starts on the form, not before.
let Alert: typeof import('@mui/material/Alert').default | null = null;
const loadAlert = () =>
  import('@mui/material/Alert').then((m) => {
    Alert = m.default;
  });

/** MUI's Security icon at fontSize="large", as plain SVG (same drawing, no SvgIcon module). */
function SecurityIcon() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      sx={{
        userSelect: 'none',
        width: '1em',
        height: '1em',
        display: 'inline-block',
        flexShrink: 0,
        fill: 'currentColor',
        fontSize: '2.1875rem',
      }}
    >
      <path d="M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm0 10.99h7c-.53 4.12-3.28 7.79-7 8.94V12H5V6.3l7-3.11z" />
    </Box>
  );
}

/** 'Security Scanner' login: Agent ID from the URL (read-only) and the agent's password. */
export function ScannerLogin({
  agentId,
  onLogin,
  onSubmit,
  onStart,
  notice = null,
  children,
}: {
  agentId: string;
  /** Why the agent is back at the login (the server's reason for ending the session). */
  notice?: string | null;
  onLogin: (session: AgentSession) => void;
  /** Called when a login is sent (the page starts loading what comes after it). */
  onSubmit?: () => void;
  /** Called when the agent starts typing the password (the same, earlier). */
  onStart?: () => void;
  /** Shown above the form: what the device holds for this agent (./LoginDeviceStatus.tsx). */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  // The form's mechanics (react-hook-form, the contract's rules, the login call): useAgentLoginForm.
  const { password, passwordError, busy, error, engaged, submit } = useAgentLoginForm({
    agentId,
    notice,
    onLogin,
    onSubmit,
    onStart,
  });
  const [, setAlertReady] = useState(Boolean(Alert));
  // The error box's code is fetched once the agent starts on the form (or a message is already
  // there): it is in place before any answer can fail, and a form left alone costs nothing more.
  useEffect(() => {
    if (Alert || (!engaged && !error)) return;
    let live = true;
    void loadAlert().then(
      () => live && setAlertReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [engaged, error]);

  return (
    <Box
      component="main"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        pt: 10,
        bgcolor: 'background.default',
      }}
    >
      <ScannerLanguageMenu sx={{ position: 'absolute', top: 16, right: 16 }} />
      {/* A Card (Paper, elevation 3) drawn with Box: the same look, fewer modules on this first screen */}
      <Box
        sx={{
          width: '100%',
          maxWidth: 420,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          boxShadow: 3,
        }}
      >
        <Box sx={{ p: { xs: 3, sm: 4 }, pb: { xs: 3, sm: 3 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', color: 'primary.main', mb: 1 }}>
            <SecurityIcon />
          </Box>
          <Box component="h1" sx={{ typography: 'h5', m: 0, textAlign: 'center', fontWeight: 600, mb: 3 }}>
            {translate('scanner.login.title')}
          </Box>
          {error &&
            (Alert ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : (
              // Only while the Alert's code is still on its way (a very slow network).
              <Box role="alert" sx={{ mb: 2, px: 2, py: 1.5, color: 'error.main' }}>
                {error}
              </Box>
            ))}
          {children}
          <Box component="form" onSubmit={submit} noValidate>
            <Field label={translate('scanner.login.agentId')} value={agentId} readOnly />
            <Field
              label={translate('scanner.login.password')}
              type="password"
              autoComplete="current-password"
              {...password}
              error={passwordError ? translate(passwordError) : undefined}
              required
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {busy ? translate('scanner.login.submitting') : translate('scanner.login.submit')}
            </Button>
          </Box>
        </Box>
      </Box>
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
  error,
  ...input
}: { label: ReactNode; required?: boolean; readOnly?: boolean; error?: string } & Pick<
  FilledInputProps,
  'type' | 'name' | 'autoComplete' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'autoFocus'
>) {
  const id = useId();
  return (
    <FormControl margin="normal" required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        readOnly={readOnly}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
