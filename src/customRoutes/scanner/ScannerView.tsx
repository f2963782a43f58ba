import { useDeferredValue, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Container,
  InputAdornment,
  Tab,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import LogoutIcon from '@mui/icons-material/Logout';
import ListIcon from '@mui/icons-material/ViewList';
import CameraIcon from '@mui/icons-material/QrCodeScanner';
import { usePublicI18n } from '../../i18n/usePublicTranslate';
import { filterScannerTickets, scannerCounts } from '../../lib/scannerSearch';
import { useAgentTickets } from './useAgentTickets';
import { useScanFlow } from './useScanFlow';
import { StatsCards } from './StatsCards';
import { TicketList } from './TicketList';
import { ScanModal } from './ScanModal';
import { CameraPanel } from './CameraPanel';
import { ScanFeedbackBanner } from './ScanFeedbackBanner';
import type { AgentSession } from './types';

/** After login: header, counters, then the ticket list or the camera, and the verify modal. */
export function ScannerView({ session, onLogout }: { session: AgentSession; onLogout: () => void }) {
  const { translate } = usePublicI18n();
  const wide = useMediaQuery('(min-width:900px)');
  const { tickets, loading, refresh, patch } = useAgentTickets(session, onLogout);
  const flow = useScanFlow(session, { refresh: () => void refresh(), patch });
  const [mode, setMode] = useState<'list' | 'camera'>('list');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => filterScannerTickets(tickets, deferredQuery), [tickets, deferredQuery]);
  const counts = useMemo(() => scannerCounts(tickets), [tickets]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', overflowX: 'hidden' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 1.5 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h1" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
              {session.event.name}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {translate('scanner.header.agent', { name: session.agent.name })}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, fontFamily: 'monospace' }}>
              {translate('scanner.header.agentId', { agentId: session.agent.agentId })}
            </Typography>
          </Box>
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            startIcon={<LogoutIcon />}
            onClick={onLogout}
            sx={{ flexShrink: 0 }}
          >
            {translate('scanner.header.logout')}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 2, px: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <StatsCards {...counts} />
        <Tabs
          value={mode}
          onChange={(_, v: 'list' | 'camera') => setMode(v)}
          variant="fullWidth"
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        >
          <Tab value="list" icon={<ListIcon />} iconPosition="start" label={translate('scanner.mode.list')} />
          <Tab
            value="camera"
            icon={<CameraIcon />}
            iconPosition="start"
            label={translate('scanner.mode.camera')}
          />
        </Tabs>
        {mode === 'camera' ? (
          <CameraPanel
            onCode={(ref) => void flow.start(ref, true)}
            paused={flow.busy || Boolean(flow.pending)}
            feedback={flow.feedback}
            checking={flow.checking}
          />
        ) : (
          <>
            {flow.feedback && flow.feedback.kind !== 'refused' && (
              <ScanFeedbackBanner feedback={flow.feedback} checking={null} />
            )}
            <TextField
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={translate('scanner.search')}
              fullWidth
              slotProps={{
                htmlInput: {
                  'aria-label': translate('scanner.search'),
                  autoCorrect: 'off',
                  spellCheck: false,
                },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ bgcolor: 'background.paper' }}
            />
            <TicketList
              tickets={visible}
              searching={Boolean(deferredQuery)}
              loading={loading}
              busy={flow.busy}
              wide={wide}
              onScan={(t) => void flow.start(t.ticketId)}
            />
          </>
        )}
      </Container>
      <ScanModal ticket={flow.pending} busy={flow.busy} onDecide={(a) => void flow.decide(a)} />
    </Box>
  );
}
