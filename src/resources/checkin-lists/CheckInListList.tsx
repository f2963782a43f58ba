import { Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  FunctionField,
  List,
  SimpleList,
  TopToolbar,
  useGetOne,
  useListContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { businessTimeZone } from '../../api/config';
import { describeWindow } from '../../lib/zonedInput';

interface CheckInList {
  id: string;
  eventId: string;
  name: string;
  tierIds: string[];
  startsAt: string | null;
  endsAt: string | null;
  allowReentry: boolean;
}

interface EventTiers {
  id: string;
  name: string;
  priceTiers?: Array<{ _id?: string; name: string }>;
}

/** The event the list is filtered on, its name and tiers. */
function useListEvent() {
  const { filterValues } = useListContext();
  const eventId = (filterValues as { eventId?: string }).eventId ?? '';
  const { data: event } = useGetOne<EventTiers>('events', { id: eventId }, { enabled: !!eventId });
  return { eventId, event };
}

function Actions() {
  const translate = useTranslate();
  const { eventId } = useListEvent();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <Button
        component={Link}
        to={`/dashboard/events/${encodeURIComponent(eventId)}/security`}
        startIcon={<ArrowBackIcon />}
        size="small"
      >
        {translate('resources.checkin-lists.backToAgents')}
      </Button>
      <CreateButton
        to={{
          pathname: '/dashboard/checkin-lists/create',
          search: `?source=${encodeURIComponent(JSON.stringify({ eventId }))}`,
        }}
      />
    </TopToolbar>
  );
}

function Title() {
  const translate = useTranslate();
  const { event } = useListEvent();
  return <>{translate('resources.checkin-lists.title', { name: event?.name ?? '' })}</>;
}

function Lists() {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { event } = useListEvent();
  const zone = businessTimeZone();
  const tiers = (l: CheckInList) =>
    l.tierIds.map((id) => event?.priceTiers?.find((t) => t._id === id)?.name ?? id).join(', ');
  const window = (l: CheckInList) =>
    describeWindow(l.startsAt, l.endsAt, zone) ?? translate('resources.checkin-lists.anyTime');
  const reentry = (l: CheckInList) =>
    translate(
      l.allowReentry ? 'resources.checkin-lists.reentryAllowed' : 'resources.checkin-lists.noReentry',
    );
  const empty = <Typography sx={{ p: 2 }}>{translate('resources.checkin-lists.empty')}</Typography>;
  if (isPhone)
    return (
      <SimpleList<CheckInList>
        primaryText={(l) => l.name}
        secondaryText={(l) => tiers(l)}
        tertiaryText={(l) => `${window(l)} · ${reentry(l)}`}
        linkType="edit"
        empty={empty}
      />
    );
  return (
    <DataTable<CheckInList> bulkActionButtons={false} rowClick="edit" empty={empty}>
      <DataTable.Col source="name" />
      <DataTable.Col source="tierIds">
        <FunctionField<CheckInList> render={tiers} />
      </DataTable.Col>
      <DataTable.Col source="startsAt" label="resources.checkin-lists.fields.window">
        <FunctionField<CheckInList> render={window} />
      </DataTable.Col>
      <DataTable.Col source="allowReentry">
        <FunctionField<CheckInList> render={reentry} />
      </DataTable.Col>
      <DataTable.Col label="resources.checkin-lists.actions">
        <EditButton />
        <DeleteButton mutationMode="pessimistic" redirect={false} />
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * /dashboard/checkin-lists?filter={"eventId":…}: an event's gates (extension checkInLists), each
 * with the tiers it admits, its window and its re-entry rule; opened from the event's Security page.
 */
export default function CheckInListList() {
  return (
    <List<CheckInList>
      resource="checkin-lists"
      title={<Title />}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      pagination={false}
      empty={false}
      disableSyncWithLocation={false}
    >
      <Lists />
    </List>
  );
}
