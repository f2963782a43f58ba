import { useMemo, useState } from 'react';
import { Navigate, useParams, Link as RouterLink } from 'react-router-dom';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShieldIcon from '@mui/icons-material/Shield';
import { Confirm, FilterForm, Pagination, SearchInput, SelectInput, SortButton, Title } from 'react-admin';
import { CanAccess, ListBase, useGetOne, useListContext, useNotify, useTranslate } from 'ra-core';
import type { SecurityAgent } from '../../dataProvider/securityAgents';
import { csvExporter } from '../../lib/csvExporter';
import { LoadErrorAlert } from '../../layout/LoadErrorAlert';
import { AgentCard } from './AgentCard';
import { CreateAgentDialog } from './CreateAgentDialog';
import { HowToUse } from './HowToUse';
import { agentCsvColumns } from './agentsCsv';
import { useAgentActions } from './useAgentActions';
import { GateModeSwitch } from './GateModeSwitch';
import { AllowedExportButton } from '../../layout/AllowedExportButton';
import { CheckInListsLink } from './CheckInListsLink';
import { DevicesPanel } from './devices/DevicesPanel';

const PER_PAGE = 12;
const SORT_FIELDS = ['name', 'agentId', 'loginCount', 'lastLogin'];

/** The event's name: sent with the list by the reference server, else read from the event. */
function useEventName(eventId: string) {
  const { meta, isPending } = useListContext<SecurityAgent>();
  const fromList = (meta as { eventName?: string | null } | undefined)?.eventName;
  const { data: event } = useGetOne<{ id: string; name: string }>(
    'events',
    { id: eventId },
    { enabled: !isPending && !fromList, retry: false },
  );
  return fromList ?? event?.name ?? '';
}

function AgentFilters() {
  const translate = useTranslate();
  const { total } = useListContext();
  const filters = useMemo(
    () => [
      // Wide enough for its placeholder, on a phone too.
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={translate('security.search')}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />,
      <SelectInput
        key="status"
        source="status"
        alwaysOn
        emptyText="security.allStatuses"
        choices={[
          { id: 'active', name: 'security.card.active' },
          { id: 'inactive', name: 'security.card.inactive' },
        ]}
      />,
    ],
    [translate],
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1, minWidth: 0 }}>
      <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 260px' }, minWidth: 0 }}>
        <FilterForm filters={filters} />
      </Box>
      <SortButton fields={SORT_FIELDS} />
      {/* Nothing to export without agents; react-admin's disabled icon button would have no name. */}
      {total ? <AllowedExportButton label="security.export" /> : null}
    </Box>
  );
}

function AgentGrid({ onCreate, eventId }: { onCreate: () => void; eventId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, error, isPending, total, filterValues, refetch } = useListContext<SecurityAgent>();
  const actions = useAgentActions();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  if (error) return <LoadErrorAlert message="security.errors.fetch" onRetry={refetch} />;
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (!total && !filtered) {
    return (
      <Paper variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <ShieldIcon color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          {translate('security.empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('security.empty.text')}
        </Typography>
        <CanAccess resource="security-agents" action="create">
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {translate('security.empty.action')}
          </Button>
        </CanAccess>
      </Paper>
    );
  }
  return (
    <>
      {!data?.length ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {translate('security.noMatch')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {data.map((agent) => (
            <AgentCard
              key={agent.id}
              agent={agent}
              eventId={eventId}
              busy={actions.busy}
              onToggle={actions.toggle}
              onDelete={actions.askDelete}
              onQrError={() => notify('security.errors.qr', { type: 'error' })}
            />
          ))}
        </Box>
      )}
      {(total ?? 0) > PER_PAGE && <Pagination rowsPerPageOptions={[PER_PAGE, 24, 48]} />}
      <Confirm
        isOpen={!!actions.toDelete}
        loading={actions.deleting}
        title={translate('security.deleteTitle')}
        content={translate('security.confirmDelete')}
        confirm={translate('security.card.delete')}
        confirmColor="warning"
        onConfirm={actions.confirmDelete}
        onClose={actions.cancelDelete}
      />
    </>
  );
}

function AgentsPage({ eventId }: { eventId: string }) {
  const translate = useTranslate();
  const name = useEventName(eventId);
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Title title={<span>{translate('security.title', { name })}</span>} />
      <Box>
        <Button
          component={RouterLink}
          to="/dashboard/events"
          startIcon={<ArrowBackIcon />}
          size="small"
          sx={{ mb: 1 }}
        >
          {translate('security.back')}
        </Button>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {translate('security.title', { name })}
            </Typography>
            <Typography color="text.secondary">{translate('security.subtitle')}</Typography>
          </Box>
          <CanAccess resource="security-agents" action="create">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('security.addAgent')}
            </Button>
          </CanAccess>
        </Box>
      </Box>
      <GateModeSwitch eventId={eventId} />
      <CheckInListsLink eventId={eventId} />
      <AgentFilters />
      <AgentGrid eventId={eventId} onCreate={() => setCreating(true)} />
      <DevicesPanel eventId={eventId} />
      <HowToUse />
      <CreateAgentDialog eventId={eventId} open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}

/** SPEC §2 Security agents page, /dashboard/events/{id}/security: the `security-agents` resource of one event. */
export function SecurityAgentList() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const exporter = useMemo(
    () => csvExporter(`security-agents-${id}`, agentCsvColumns(translate)),
    [id, translate],
  );
  // Agents exist only per event: /dashboard/security-agents alone is an unknown path (SPEC §2).
  if (!id) return <Navigate to="/dashboard" replace />;
  return (
    <ListBase
      resource="security-agents"
      filter={{ eventId: id }}
      perPage={PER_PAGE}
      sort={{ field: 'name', order: 'ASC' }}
      disableSyncWithLocation
      exporter={exporter}
      queryOptions={{ retry: false, onError: () => undefined }}
    >
      <AgentsPage eventId={id} />
    </ListBase>
  );
}

export default SecurityAgentList;
