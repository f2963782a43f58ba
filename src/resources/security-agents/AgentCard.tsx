import { useRef, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import KeyIcon from '@mui/icons-material/Key';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { CanAccess, useTranslate } from 'ra-core';
import { formatShortDateTimeUs } from '../../lib/dates';
import type { SecurityAgent } from '../../dataProvider/securityAgents';
import { downloadQrCanvas } from './downloadQr';
import { SetPasswordDialog } from './SetPasswordDialog';
import { useExtension } from '../../authProvider/useExtension';
import { AgentListSelect } from './AgentListSelect';

export interface AgentCardActions {
  onToggle: (agent: SecurityAgent) => void;
  onDelete: (agent: SecurityAgent) => void;
  onQrError: () => void;
  busy: boolean;
}

/** One agent: identity, state, logins, scans, its scanner QR code (96 px) and the actions of SPEC §2. */
export function AgentCard({
  agent,
  eventId,
  onToggle,
  onDelete,
  onQrError,
  busy,
}: { agent: SecurityAgent; eventId?: string } & AgentCardActions) {
  const translate = useTranslate();
  const printable = useRef<HTMLCanvasElement>(null);
  const [settingPassword, setSettingPassword] = useState(false);
  // Setting an agent's password is an extension: SPEC sets it only at creation.
  const agentPasswords = useExtension('agentPasswords');
  const deviceQueues = useExtension('deviceQueues');
  const checkInLists = useExtension('checkInLists');
  const scannerPath = `/security-scanner/${encodeURIComponent(agent.agentId)}`;
  const download = () => {
    try {
      downloadQrCanvas(printable.current, agent.agentId);
    } catch (err) {
      console.error('Failed to generate QR code', err);
      onQrError();
    }
  };
  return (
    <Card variant="outlined" data-testid="agent-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {agent.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {translate('security.card.id', { agentId: agent.agentId })}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={agent.isActive ? 'success' : 'default'}
            label={translate(agent.isActive ? 'security.card.active' : 'security.card.inactive')}
          />
        </Box>
        <Box sx={{ mt: 1.5, display: 'grid', gap: 0.25 }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LockIcon sx={{ fontSize: 16 }} color="action" />
            {translate('security.card.passwordProtected')}
          </Typography>
          <Typography variant="body2">
            {translate('security.card.loginCount', { count: agent.loginCount ?? 0 })}
          </Typography>
          {agent.lastLogin && (
            <Typography variant="body2">
              {translate('security.card.lastLogin', { date: formatShortDateTimeUs(agent.lastLogin) })}
            </Typography>
          )}
          {agent.scanCount !== undefined && (
            <Typography variant="body2">
              {translate('security.card.scans', { count: agent.scanCount })}
            </Typography>
          )}
          {deviceQueues && agent.waitingOnDevices !== undefined && (
            <Typography
              variant="body2"
              data-testid="waiting-on-devices"
              sx={agent.waitingOnDevices ? { color: 'warning.dark', fontWeight: 600 } : undefined}
            >
              {translate('security.card.waitingOnDevices', { count: agent.waitingOnDevices })}
            </Typography>
          )}
        </Box>
        {checkInLists && eventId && <AgentListSelect agent={agent} eventId={eventId} />}
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
          <Box
            sx={{ p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 0 }}
          >
            <QRCodeSVG
              value={agent.qrCodeData}
              size={96}
              level="M"
              role="img"
              aria-label={agent.qrCodeData}
            />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {translate('security.card.scanToAccess')}
          </Typography>
          {/* Print-quality copy for the download, not displayed. */}
          <QRCodeCanvas
            ref={printable}
            value={agent.qrCodeData}
            size={512}
            level="H"
            marginSize={4}
            style={{ display: 'none' }}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Tooltip title={translate('security.card.downloadQr')}>
          <IconButton aria-label={translate('security.card.downloadQr')} onClick={download}>
            <DownloadIcon />
          </IconButton>
        </Tooltip>
        <CanAccess resource="security-agents" action="edit">
          <Button
            size="small"
            variant="outlined"
            color={agent.isActive ? 'warning' : 'success'}
            disabled={busy}
            onClick={() => onToggle(agent)}
          >
            {translate(agent.isActive ? 'security.card.deactivate' : 'security.card.activate')}
          </Button>
          {agentPasswords && (
            <Button
              size="small"
              startIcon={<KeyIcon />}
              disabled={busy}
              onClick={() => setSettingPassword(true)}
            >
              {translate('security.password.open')}
            </Button>
          )}
        </CanAccess>
        <CanAccess resource="security-agents" action="delete">
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={busy}
            onClick={() => onDelete(agent)}
          >
            {translate('security.card.delete')}
          </Button>
        </CanAccess>
        <Button
          size="small"
          variant="contained"
          endIcon={<OpenInNewIcon />}
          href={scannerPath}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ ml: 'auto !important' }}
        >
          {translate('security.card.openScanner')}
        </Button>
      </CardActions>
      {settingPassword && <SetPasswordDialog agent={agent} open onClose={() => setSettingPassword(false)} />}
    </Card>
  );
}
