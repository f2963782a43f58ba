import { useState } from 'react';
import { useParams, Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShieldIcon from '@mui/icons-material/Shield';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { SecurityAgent } from '../../dataProvider/securityAgents';
import { AgentCard } from './AgentCard';
import { CreateAgentDialog } from './CreateAgentDialog';
import { HowToUse } from './HowToUse';
import { PageTitle } from '../../layout/PageTitle';

/** SPEC §2 Security agents page: /dashboard/events/{id}/security. */
export default function SecurityAgentsPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  // react-admin's dataProvider proxy signs out on a 401 (authProvider.checkError), custom methods included.
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);

  const list = useQuery({
    queryKey: ['securityAgents', id],
    queryFn: () => dataProvider.getSecurityAgents(id),
    retry: false,
  });
  // The reference server names the event with the list; another API may not, then the event is read.
  const eventName = useQuery({
    queryKey: ['securityAgents', id, 'eventName'],
    queryFn: () => dataProvider.getSecurityEventName(id),
    enabled: list.isSuccess && !list.data.eventName,
    retry: false,
  });
  const name = list.data?.eventName ?? eventName.data ?? '';
  const reload = () => queryClient.invalidateQueries({ queryKey: ['securityAgents', id] });

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      console.error(translate(failure), err);
      window.alert(translate(failure));
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const create = async (input: { name: string; password: string }) => {
    try {
      await dataProvider.createSecurityAgent(id, input);
      setCreating(false);
      await reload();
      return true;
    } catch (err) {
      console.error('Failed to create security agent', err);
      window.alert(translate('security.errors.create'));
      return false;
    }
  };
  const toggle = (agent: SecurityAgent) =>
    run(() => dataProvider.setSecurityAgentActive(agent.id, !agent.isActive), 'security.errors.status');
  const remove = (agent: SecurityAgent) => {
    if (!window.confirm(translate('security.confirmDelete'))) return;
    void run(() => dataProvider.deleteSecurityAgent(agent.id), 'security.errors.delete');
  };

  const agents = list.data?.agents ?? [];
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, display: 'grid', gap: 2.5, minWidth: 0 }}>
      <PageTitle title={translate('security.title', { name })} />
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
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('security.addAgent')}
          </Button>
        </Box>
      </Box>

      {list.isError && (
        <Alert severity="error" role="alert">
          {translate('security.errors.fetch')}
        </Alert>
      )}
      {list.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="loading" />
        </Box>
      )}
      {list.isSuccess && agents.length === 0 && (
        <Paper variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
          <ShieldIcon color="disabled" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h2">
            {translate('security.empty.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('security.empty.text')}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('security.empty.action')}
          </Button>
        </Paper>
      )}
      {agents.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {agents.map((agent) => (
            <AgentCard
              key={agent.id}
              agent={agent}
              busy={busy}
              onToggle={(a) => void toggle(a)}
              onDelete={remove}
              onQrError={() => window.alert(translate('security.errors.qr'))}
            />
          ))}
        </Box>
      )}
      <HowToUse />
      <CreateAgentDialog open={creating} onClose={() => setCreating(false)} onCreate={create} />
    </Box>
  );
}
