import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PaymentStatus } from '../contract/rental';

/**
 * A payment status as a chip. Pending uses a darker amber than MUI's warning colour, whose white
 * label fails the contrast rule (axe: color-contrast) at chip size.
 */
const SX: Record<PaymentStatus, object> = {
  pending: { bgcolor: '#b45309', color: '#fff' },
  paid: { bgcolor: 'success.main', color: '#fff' },
  refunded: {},
};

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const translate = useTranslate();
  return <Chip size="small" sx={SX[status]} label={translate(`rental.paymentStatus.${status}`)} />;
}
