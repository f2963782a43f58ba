import { Box, Button, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { DRAWER_WIDTH } from 'react-admin';
import type { ApiEvent } from '../contract/session';

export function LiveEventCard({ event }: { event: ApiEvent }) {
  const translate = useTranslate();
  return (
    // An outlined box rather than a Card: react-admin's sidebar gives every Paper inside it the
    // drawer's full width, which with the margin pushed the card's right border out of the drawer.
    // Its own width is the drawer's less the margins: the docked sidebar is as wide as its widest
    // content, and a long event name would otherwise widen it.
    <Box
      sx={{
        width: DRAWER_WIDTH - 16,
        boxSizing: 'border-box',
        m: 1,
        p: 1.5,
        border: 1,
        borderColor: 'success.light',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
      data-testid="live-event-card"
    >
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
    </Box>
  );
}
