import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';

/** The password pages' way back to the sign-in page. */
export function BackToSignIn() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to="/">
        {translate('forgotPassword.back')}
      </Link>
    </Box>
  );
}
