import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PublicShell } from '../PublicShell';
import { BackToSignIn } from './BackToSignIn';
import { useExtension } from '../../authProvider/useExtension';

/**
 * The password pages' form when the server resets passwords (the passwordReset extension); on
 * SPEC's API alone, the plain answer that the administrator does it, and the way back to sign in.
 */
export function PasswordResetGate({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const offered = useExtension('passwordReset');
  if (offered) return children;
  return (
    <PublicShell title={translate(title)}>
      {offered === false ? (
        <Alert severity="info" role="status">
          {translate('forgotPassword.byAdministrator')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        </Box>
      )}
      <BackToSignIn />
    </PublicShell>
  );
}
