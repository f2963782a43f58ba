/** SPEC §3: COMPLETED and PENDING are shown as such; anything else is a failure. */
export type TransactionStatusKind = 'COMPLETED' | 'PENDING' | 'FAILED';

export const statusKind = (status: string | null | undefined): TransactionStatusKind =>
  status === 'COMPLETED' || status === 'PENDING' ? status : 'FAILED';

export const STATUS_COLOR = { COMPLETED: 'success', PENDING: 'warning', FAILED: 'error' } as const;
