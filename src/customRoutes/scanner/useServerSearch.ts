import { useEffect, useState } from 'react';
import { TICKET_SEARCH_QUERY_MAX } from '../../contract/ticketSearch';
import { searchServerTickets } from './ticketPages';
import type { AgentSession, ScannerTicket } from './types';

/** Pause after the last keystroke before the server is asked: typing a name asks once. */
export const SERVER_SEARCH_DELAY_MS = 150;

const NONE: ScannerTicket[] = [];

/**
 * Extension `ticketSearch`: while the phone's copy of the event downloads (and the phone is online),
 * each search is also asked of the server, so that a ticket not downloaded yet is found at once. The
 * answer is asked again when the list changes (a page arrived, a scan was decided), so that a ticket
 * shown from it stays current. Without `enabled` (copy complete, offline, extension absent), nothing.
 */
export function useServerSearch(
  session: AgentSession,
  query: string,
  enabled: boolean,
  listVersion: unknown,
): ScannerTicket[] {
  const [hits, setHits] = useState<ScannerTicket[]>(NONE);
  const asked = enabled && query.trim() !== '' && query.length <= TICKET_SEARCH_QUERY_MAX;
  useEffect(() => {
    if (!asked) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      searchServerTickets(session, query, ctrl.signal).then(
        (tickets) => {
          if (!ctrl.signal.aborted) setHits(tickets);
        },
        () => undefined, // no answer: the phone's own copy is what there is
      );
    }, SERVER_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [session, query, asked, listVersion]);
  // An earlier query's answer may still serve while the next one is asked: the list's own search
  // keeps only what matches the query on screen.
  return asked ? hits : NONE;
}
