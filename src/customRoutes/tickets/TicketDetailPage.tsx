import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  GlobalStyles,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useParams } from 'react-router-dom';
import { QRCodeSVG } from 'qrcode.react';

import { useGetOne, useTranslate } from 'ra-core';
import type { TicketDetail } from '../../contract/events';
import { formatShortDateTimeUs } from '../../lib/dates';
import { formatEventSpan } from '../../lib/eventDates';
import { formatUSD } from '../../lib/money';
import { TICKET_STATUS_COLORS } from '../../lib/ticketStatus';
import { JournalTimeline } from '../../layout/JournalTimeline';
import { Title } from 'react-admin';
import { UndoAdmissionButton } from './UndoAdmissionButton';
import { ReissueCodeButton } from './ReissueCodeButton';
import { useTicketCode } from './useTicketCode';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /dashboard/tickets/{ticketId}: one ticket with its QR code (the ticketId, read by the door scanner). */
export default function TicketDetailPage() {
  const { ticketId = '' } = useParams<{ ticketId: string }>();
  const translate = useTranslate();
  const {
    data: ticket,
    error,
    isPending,
  } = useGetOne<TicketDetail & { id: string }>('tickets', { id: ticketId }, { retry: false });
  const t = (k: string) => translate(`events.ticketDetail.${k}`);
  // Signed where the server signs tickets (level M keeps the longer code readable at 200 px).
  const code = useTicketCode(ticketId);

  if (isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (error || !ticket) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">
          {(error as { status?: number } | null)?.status === 404 ? t('notFound') : t('fetchError')}
        </Alert>
      </Box>
    );
  }
  const statusColor = TICKET_STATUS_COLORS[ticket.status] ?? 'default';
  return (
    <Box
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        '@media print': { p: 0 },
      }}
    >
      <Title title={<span>{`${t('title')} ${ticket.ticketId}`}</span>} />
      {/* Printed alone on one A5 sheet: the app around it is hidden by the theme's print rules. */}
      <GlobalStyles styles={{ '@page': { size: 'A5', margin: '6mm' } }} />
      <Card
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 440,
          '@media print': { maxWidth: 'none', breakInside: 'avoid' },
          borderTop: 6,
          borderTopColor: ticket.event.color || 'primary.main',
        }}
      >
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {t('event')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {ticket.event.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatEventSpan(ticket.event)} · {ticket.event.location?.name}
          </Typography>
          <Box sx={{ display: 'grid', placeItems: 'center', my: 3 }}>
            <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}>
              {code === undefined ? (
                <Box sx={{ width: 200, height: 200, display: 'grid', placeItems: 'center' }}>
                  <CircularProgress aria-label={translate('ra.page.loading')} />
                </Box>
              ) : (
                <QRCodeSVG
                  value={code}
                  size={200}
                  level={code === ticket.ticketId ? 'H' : 'M'}
                  marginSize={2}
                  title={ticket.ticketId}
                  data-testid="ticket-qr"
                  data-code={code}
                />
              )}
            </Box>
            <Typography sx={{ fontFamily: 'monospace', fontSize: '1.1rem', mt: 1 }} data-testid="ticket-id">
              {ticket.ticketId}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('scanHint')}
            </Typography>
          </Box>
          <Divider />
          <Row label={t('customer')}>
            {ticket.customerInfo.firstName} {ticket.customerInfo.lastName}
          </Row>
          <Row label={t('phone')}>{ticket.customerInfo.phoneNumber}</Row>
          <Row label={t('tier')}>{ticket.priceTier.name}</Row>
          <Row label={t('price')}>{formatUSD(ticket.priceTier.price)}</Row>
          <Row label={t('status')}>
            <Box
              component="span"
              sx={{ color: statusColor === 'default' ? 'text.secondary' : `${statusColor}.main` }}
            >
              {translate(`events.ticketStatus.${ticket.status}`, { _: ticket.status })}
            </Box>
          </Row>
          <Row label={t('scanState')}>{ticket.isScanned ? t('scanned') : t('notScanned')}</Row>
          <Row label={t('purchaseDate')}>{formatShortDateTimeUs(ticket.purchaseDate)}</Row>
          <Box
            sx={{
              mt: 2,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: 1,
              '@media print': { display: 'none' },
            }}
          >
            {ticket.isScanned && <UndoAdmissionButton ticketId={ticket.id} />}
            {(ticket.status === 'active' || ticket.status === 'used') && (
              <ReissueCodeButton ticketId={ticket.ticketId} />
            )}
            <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('print')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {/* The ticket's history (status changes, with who and when): on screen only. */}
      <Box className="no-print" sx={{ width: '100%', maxWidth: 440 }}>
        <JournalTimeline entity="ticket" entityId={ticket.ticketId} />
      </Box>
    </Box>
  );
}
