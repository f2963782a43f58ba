import type { ReactElement } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslate } from 'ra-core';
import type { EventStats } from '../../contract/events';
import { formatUSD } from '../../lib/money';

function StatCard({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: string;
  icon: ReactElement;
  color: string;
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ bgcolor: color, color: '#fff', borderRadius: 2, p: 1, display: 'flex' }}>{icon}</Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`stat-${label}`}>
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The four cards: Total Revenue, Tickets Sold, Scanned, Unscanned. */
export function StatCards({ stats }: { stats: EventStats }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`events.stats.${k}`);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        mb: 3,
      }}
    >
      <StatCard
        label={t('totalRevenue')}
        value={formatUSD(stats.totalRevenue)}
        icon={<AttachMoneyIcon />}
        color="#10B981"
      />
      <StatCard
        label={t('ticketsSold')}
        value={String(stats.totalTicketsSold)}
        icon={<ConfirmationNumberIcon />}
        color="#3B82F6"
      />
      <StatCard
        label={t('scanned')}
        value={String(stats.scannedTickets)}
        icon={<QrCodeScannerIcon />}
        color="#8B5CF6"
      />
      <StatCard
        label={t('unscanned')}
        value={String(stats.unscannedTickets)}
        icon={<HourglassEmptyIcon />}
        color="#F59E0B"
      />
    </Box>
  );
}
