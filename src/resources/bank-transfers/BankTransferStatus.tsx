import { Chip } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'ra-core';

const LOOK = {
  PENDING: { icon: <HourglassTopIcon />, color: 'warning' },
  APPROVED: { icon: <CheckCircleIcon />, color: 'success' },
  REJECTED: { icon: <CancelIcon />, color: 'error' },
} as const;

/** The status the screen shows: an unknown one as pending. */
export const statusKey = (status: string) => (status in LOOK ? status : 'PENDING') as keyof typeof LOOK;

/** SPEC §4: PENDING (En attente), APPROVED (Approuvé), REJECTED (Rejeté), with an icon each. */
export function BankTransferStatus({ status }: { status: string }) {
  const translate = useTranslate();
  const key = statusKey(status);
  return (
    <Chip
      size="small"
      icon={LOOK[key].icon}
      color={LOOK[key].color}
      variant="outlined"
      label={translate(`bankTransfers.status.${key}`)}
      data-status={status}
      // MUI's warning orange on white fails WCAG contrast: a darker brown for text and icon.
      sx={key === 'PENDING' ? { color: '#8a4600', '& .MuiChip-icon': { color: '#8a4600' } } : undefined}
    />
  );
}
