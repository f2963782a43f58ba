import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';
import { useExtension } from '../../authProvider/useExtension';

/**
 * What the ticket's QR holds: its signed code where the server signs tickets (extension
 * signedTickets), else SPEC's plain ticket id. `undefined` while the signed code is on its way (the
 * QR waits for it rather than change under the reader); the plain id if it cannot be had.
 */
export function useTicketCode(ticketId: string): string | undefined {
  const offered = useExtension('signedTickets');
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['tickets', 'getTicketCode', ticketId],
    queryFn: () => dataProvider.getTicketCode(ticketId),
    enabled: offered === true,
    retry: false,
  });
  if (offered === false || isError) return ticketId;
  return data?.code;
}
