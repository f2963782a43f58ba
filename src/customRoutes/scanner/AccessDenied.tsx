import { Box, Card, CardContent, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { usePublicI18n } from '../../i18n/usePublicTranslate';

/** /security-scanner without an agent id. */
export function AccessDenied() {
  const { translate } = usePublicI18n();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 420, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ p: 4 }}>
          <BlockIcon color="error" sx={{ fontSize: 48 }} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600, my: 1 }}>
            {translate('scanner.accessDenied')}
          </Typography>
          <Typography color="text.secondary">{translate('scanner.invalidAccess')}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
