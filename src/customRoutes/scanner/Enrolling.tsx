import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** While the phone claims its enrolment code (extension devices). */
export default function Enrolling() {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', gap: 2, p: 2 }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography component="h1" variant="h6" role="status">
          {translate('scanner.enrolled.enrolling')}
        </Typography>
      </Box>
    </Box>
  );
}
