import { Alert } from '@mui/material';
import { fullName } from './TicketBits';
import type { ScanFeedback } from './useScanFlow';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { RefusalAlert } from './FastResultPanel';

/** The result of the last scan: green when admitted, red with the reason otherwise. */
export function ScanFeedbackBanner({
  feedback,
  checking,
  holder = null,
  action,
}: {
  feedback: ScanFeedback | null;
  checking: string | null;
  /** A refusal names who holds the ticket, when the device knows. */
  holder?: string | null;
  /** Shown beside an admission (Undo). */
  action?: ReactNode;
}) {
  const translate = useTranslate();
  if (checking)
    return <Alert severity="info">{translate('scanner.camera.checking', { ticketId: checking })}</Alert>;
  if (!feedback) return null;
  const common = {
    variant: 'filled' as const,
    role: 'status',
    sx: { fontSize: 18, fontWeight: 600, py: 1.5 },
  };
  if (feedback.kind === 'admitted') {
    const key = feedback.reentered
      ? 'scanner.gates.reentered'
      : feedback.offline
        ? feedback.ticket.bySignature
          ? 'scanner.signed.admittedOffline'
          : 'scanner.camera.admittedOffline'
        : 'scanner.camera.admitted';
    return (
      <Alert severity="success" {...common} data-testid="scan-feedback" action={action}>
        {translate(key, { name: fullName(feedback.ticket) })}
      </Alert>
    );
  }
  // Extension checkInLists: an exit recorded (or queued on the phone).
  if (feedback.kind === 'exited') {
    return (
      <Alert severity="info" {...common} data-testid="scan-feedback">
        {translate('scanner.gates.exited', { name: fullName(feedback.ticket) })}
        {feedback.offline ? ` — ${translate('scanner.gates.exitQueued')}` : ''}
      </Alert>
    );
  }
  // A refusal is announced at once (role=alert); an admission politely (role=status).
  if (feedback.kind === 'rejected') {
    return (
      <Alert severity="error" {...common} role="alert" data-testid="scan-feedback">
        {translate('scanner.camera.refused', { name: fullName(feedback.ticket) })}
      </Alert>
    );
  }
  return <RefusalAlert holder={holder} message={feedback.message} />;
}
