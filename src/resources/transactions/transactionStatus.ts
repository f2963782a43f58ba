import type { TransactionStatusKind } from '../../contract/business';

/** Chip colour of each status the screen shows (SPEC §3: anything else than COMPLETED/PENDING is a failure). */
export const STATUS_COLOR: Record<TransactionStatusKind, 'success' | 'warning' | 'error'> = {
  COMPLETED: 'success',
  PENDING: 'warning',
  FAILED: 'error',
};
