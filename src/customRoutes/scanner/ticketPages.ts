import { httpClient } from '../../api/httpClient';
import type { AgentSession, ScannerTicket } from './types';

/**
 * The first download of an event on a phone, in pages it can search as they arrive.
 * Reference-server extension `?limit=N&offset=M` (without offset: the first screen and the counts);
 * a SPEC server ignores both and sends the whole list, which is then the whole download.
 */
export type FirstAnswer =
  | { kind: 'all'; tickets: ScannerTicket[]; cursor: string | null }
  | {
      kind: 'page';
      tickets: ScannerTicket[];
      /** Tickets holding a seat, and those admitted: the counters' figures. */
      total: number;
      scanned: number;
      /** Every ticket of the event, whatever its status (what the download has to bring). */
      rows: number | null;
      /** The largest page the server sends; null from a server that cannot page. */
      pageMax: number | null;
      cursor: string | null;
    };

interface Body {
  data:
    | {
        data?: ScannerTicket[];
        total?: number;
        scanned?: number;
        first?: boolean;
        rows?: number;
        pageMax?: number;
        cursor?: string;
      }
    | ScannerTicket[];
}

const path = (session: AgentSession, query: string) =>
  `/api/security-agents/event/${encodeURIComponent(session.event._id)}/tickets?agentId=${encodeURIComponent(session.agent._id)}${query}`;

export async function fetchFirstPage(
  session: AgentSession,
  limit: number,
  signal?: AbortSignal,
): Promise<FirstAnswer> {
  const body = await httpClient<Body>(path(session, `&limit=${limit}`), {
    token: session.token ?? null,
    signal,
  });
  const data = body?.data;
  if (Array.isArray(data)) return { kind: 'all', tickets: data, cursor: null };
  if (!data?.first) return { kind: 'all', tickets: data?.data ?? [], cursor: data?.cursor ?? null };
  const tickets = data.data ?? [];
  return {
    kind: 'page',
    tickets,
    total: data.total ?? tickets.length,
    scanned: data.scanned ?? 0,
    rows: typeof data.rows === 'number' ? data.rows : null,
    pageMax: typeof data.pageMax === 'number' ? data.pageMax : null,
    cursor: data.cursor ?? null,
  };
}

export async function fetchPage(
  session: AgentSession,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ScannerTicket[]> {
  const body = await httpClient<Body>(path(session, `&limit=${limit}&offset=${offset}`), {
    token: session.token ?? null,
    signal,
  });
  const data = body?.data;
  return Array.isArray(data) ? data : (data?.data ?? []);
}

/** Pages of this size after the first screen (a few on a 20,000-ticket event). */
export const PAGE_SIZE = 2500;
/** Pages on their way at once: the next one is asked while the last one is read. */
export const PAGES_IN_FLIGHT = 2;

/**
 * Downloads the rest of the list after the first screen, `inFlight` pages at a time, and reports
 * each page as it arrives (with its position, so that the caller keeps the server's order).
 */
export async function downloadPages(
  session: AgentSession,
  opts: {
    from: number;
    rows: number;
    pageSize: number;
    signal: AbortSignal;
    onPage: (index: number, tickets: ScannerTicket[]) => void;
  },
): Promise<void> {
  const offsets: number[] = [];
  for (let o = opts.from; o < opts.rows; o += opts.pageSize) offsets.push(o);
  let next = 0;
  const worker = async () => {
    while (next < offsets.length) {
      const index = next++;
      const page = await fetchPage(session, offsets[index], opts.pageSize, opts.signal);
      if (opts.signal.aborted) return;
      opts.onPage(index, page);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, offsets.length) }, worker));
}

/**
 * Extension `ticketSearch`: the scanner's search answered by the server (at most
 * TICKET_SEARCH_LIMIT tickets), for a phone whose copy of the event is still downloading.
 */
export async function searchServerTickets(
  session: AgentSession,
  query: string,
  signal: AbortSignal,
): Promise<ScannerTicket[]> {
  const body = await httpClient<Body>(path(session, `&q=${encodeURIComponent(query)}`), {
    token: session.token ?? null,
    signal,
  });
  const data = body?.data;
  return Array.isArray(data) ? [] : (data?.data ?? []);
}
