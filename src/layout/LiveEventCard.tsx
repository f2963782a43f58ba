import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import type { ApiEvent } from '../contract/session';

export function LiveEventCard({ event }: { event: ApiEvent }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ m: 1, borderColor: 'success.light' }} data-testid="live-event-card">
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main', mb: 0.5 }}>
          <FiberManualRecordIcon sx={{ fontSize: 12 }} />
          <Typography variant="caption" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
            {translate('menu.liveEvent.nowLive')}
          </Typography>
        </Box>
        <Typography variant="subtitle2" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
          {event.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal', mb: 1 }}>
          {event.location?.name}
        </Typography>
        <Button
          component={Link}
          to={`/dashboard/events/${event._id}`}
          size="small"
          variant="outlined"
          fullWidth
        >
          {translate('menu.liveEvent.viewDetails')}
        </Button>
      </CardContent>
    </Card>
  );
}
