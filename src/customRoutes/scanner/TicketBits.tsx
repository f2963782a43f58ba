import { Avatar, Chip } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { assetUrl } from '../../api/config';
import type { ScannerTicket } from './types';
import { useTranslate } from 'ra-core';

const STATUS_COLORS: Record<string, 'success' | 'info' | 'error' | 'default'> = {
  active: 'success',
  used: 'info',
  cancelled: 'error',
  refunded: 'default',
};

/** The customer's picture, or a placeholder when there is none (or it fails to load). */
export function CustomerAvatar({ ticket, size }: { ticket: ScannerTicket; size: number }) {
  const translate = useTranslate();
  const { firstName, lastName, profilePicture } = ticket.customerInfo;
  return (
    <Avatar
      src={assetUrl(profilePicture)}
      alt={profilePicture ? `${firstName} ${lastName}` : translate('scanner.ticket.noPicture')}
      sx={{ width: size, height: size, bgcolor: 'grey.300', color: 'grey.600' }}
    >
      <PersonIcon sx={{ fontSize: size * 0.6 }} />
    </Avatar>
  );
}

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const known = status in STATUS_COLORS;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      label={known ? translate(`scanner.ticket.status.${status}`) : status}
      // The theme's info blue is too light for small white text: its dark shade keeps AA contrast.
      sx={{
        textTransform: 'capitalize',
        ...(STATUS_COLORS[status] === 'info' ? { bgcolor: 'info.dark' } : {}),
      }}
    />
  );
}

export function ScannedChip({ isScanned }: { isScanned: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isScanned ? 'info' : 'default'}
      sx={isScanned ? { color: 'info.dark', borderColor: 'info.dark' } : undefined}
      label={translate(isScanned ? 'scanner.ticket.scanned' : 'scanner.ticket.notScanned')}
    />
  );
}

/** 'Offline, not yet sent': admitted on this device, waiting in the outbox. */
export function OfflineChip() {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      // Dark orange, white text: readable at chip size (the theme's warning orange is not, for small text).
      sx={{ bgcolor: '#9a3412', color: '#fff' }}
      label={translate('scanner.sync.offlineMark')}
      data-testid="offline-mark"
    />
  );
}

/** The holder's name; a ticket known by its signed code alone (no name on the device) goes by its id. */
export const fullName = (t: ScannerTicket) =>
  `${t.customerInfo.firstName} ${t.customerInfo.lastName}`.trim() || t.ticketId;
