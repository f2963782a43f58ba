import type { TransactionStatusKind } from '../../contract/business';

/** Chip colour of each status the screen shows (SPEC §3: anything else than COMPLETED/PENDING is a failure). */
export const STATUS_COLOR: Record<TransactionStatusKind, 'success' | 'warning' | 'error'> = {
  COMPLETED: 'success',
  PENDING: 'warning',
  FAILED: 'error',
};

/** The orange of MUI's warning chip fails WCAG contrast with white text: black on its light tone. */
export const STATUS_SX = {
  COMPLETED: undefined,
  PENDING: { bgcolor: 'warning.light', color: 'common.black' },
  FAILED: undefined,
} as const;
