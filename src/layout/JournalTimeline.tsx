import { Box, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'ra-core';
import type { ApiJournalEntry } from '../contract/payments';
import { describeChange, journalActionKey, journalActor } from '../lib/journalChange';
import { formatDateTimeFr } from '../lib/dates';
import { useExtension } from '../authProvider/useExtension';

interface TimelineProps {
  entity: string;
  entityId: string;
}

/**
 * A record's timeline: its journal entries (who, when, what changed), newest first. Any record's
 * detail mounts it: `<JournalTimeline entity="reservation" entityId={id} />`. Nothing at all when
 * the server keeps no journal: never an empty list that pretends to be one. Nothing either for a
 * role that may not read the journal (the door on a ticket, the rental desk on a reservation).
 */
export function JournalTimeline(props: TimelineProps) {
  const { canAccess } = useCanAccess({ resource: 'journal', action: 'list' });
  return useExtension('journal') && canAccess === true ? <Timeline {...props} /> : null;
}

function Timeline({ entity, entityId }: TimelineProps) {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<ApiJournalEntry>('journal', {
    filter: { entity, entityId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Box component="section" aria-label={translate('resources.journal.timeline')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('resources.journal.timeline')}
      </Typography>
      {isPending ? (
        <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
      ) : error ? null : data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.journal.timelineEmpty')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="journal-timeline">
          {data.map((e) => (
            <ListItem key={e.id} disableGutters divider alignItems="flex-start">
              <ListItemText
                primary={`${translate(journalActionKey(e.action), { _: e.action })} · ${journalActor(e.actor, translate)}`}
                secondary={`${formatDateTimeFr(e.createdAt)} — ${describeChange(e, translate)}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
