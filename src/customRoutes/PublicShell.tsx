import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { PublicLanguageMenu } from '../i18n/PublicLanguageMenu';

/** Centered card used by the sign-in and password pages. */
export function PublicShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        pt: 10,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1, color: 'primary.main' }}>
            <ConfirmationNumberIcon fontSize="large" />
          </Box>
          <Typography component="h1" variant="h5" align="center" sx={{ mb: 3, fontWeight: 600 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <PublicLanguageMenu />
      </Box>
    </Box>
  );
}
