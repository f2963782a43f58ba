import { Box, Button, Paper, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useStaffRole } from '../authProvider/staff';
import { checkSession } from '../authProvider';

/**
 * What a member sees on a page their role does not give (a typed or an old address): a clear
 * "not allowed", with their role and a way back to their own screens.
 */
export function NotAllowed() {
  const translate = useTranslate();
  const role = useStaffRole(checkSession);
  return (
    <Box sx={{ pt: 4, display: 'flex', justifyContent: 'center' }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, textAlign: 'center' }}>
        <BlockIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, my: 1 }}>
          {translate('team.notAllowed.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {translate('team.notAllowed.text', { role: role ? translate(`team.roles.${role}`) : '' })}
        </Typography>
        <Button variant="contained" component={Link} to="/dashboard">
          {translate('team.notAllowed.back')}
        </Button>
      </Paper>
    </Box>
  );
}
