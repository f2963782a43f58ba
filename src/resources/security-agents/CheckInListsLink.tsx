import { Box, Button, Paper, Typography } from '@mui/material';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { useExtension } from '../../authProvider/useExtension';

/** The way to the event's check-in lists (extension checkInLists), above the agents' cards. */
export function CheckInListsLink({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  if (!useExtension('checkInLists')) return null;
  const to = `/dashboard/checkin-lists?filter=${encodeURIComponent(JSON.stringify({ eventId }))}`;
  return (
    <Paper
      variant="outlined"
      sx={{ px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{translate('gates.lists')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('gates.listsHelp')}
        </Typography>
      </Box>
      <Button component={RouterLink} to={to} variant="outlined" startIcon={<MeetingRoomIcon />}>
        {translate('gates.lists')}
      </Button>
    </Paper>
  );
}
