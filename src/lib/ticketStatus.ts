/** SPEC §4 ticket status colours: active green, used blue, cancelled red, refunded grey (statuses: src/contract). */
export const TICKET_STATUS_COLORS: Record<string, 'success' | 'info' | 'error' | 'default'> = {
  active: 'success',
  used: 'info',
  cancelled: 'error',
  refunded: 'default',
};

/** The only organiser transitions (SPEC §4): active → cancelled, cancelled → active. */
export function nextTicketStatus(status: string): 'cancelled' | 'active' | null {
  if (status === 'active') return 'cancelled';
  if (status === 'cancelled') return 'active';
  return null;
}
