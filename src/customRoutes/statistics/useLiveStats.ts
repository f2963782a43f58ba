import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken } from '../../api/token';
import { openLiveStream } from '../../lib/scannerLive';
import { useExtension } from '../../authProvider/useExtension';

/** Changes arriving together (a synced outbox, a busy door) refresh the page once. */
const SETTLE_MS = 300;

/**
 * The statistics page, live: every admission at any gate (and every conflict from an offline gate)
 * refreshes the event's figures without a reload (issue 17). The changes come from the database's
 * own notifications, whichever API instance recorded them. A server without live streams: the
 * figures are those of the page's load (and of react-admin's refresh).
 */
export function useLiveStats(eventId: string) {
  const queryClient = useQueryClient();
  const streams = useExtension('liveStreams');
  useEffect(() => {
    if (!eventId || !streams) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['events', 'stats', eventId] });
        void queryClient.invalidateQueries({ queryKey: ['events', 'scanConflicts', eventId] });
        // Extension checkInLists: exits, re-entries and refusals move the gates' figures.
        void queryClient.invalidateQueries({ queryKey: ['events', 'gateStats', eventId] });
      }, SETTLE_MS);
    };
    let opened = false;
    const stop = openLiveStream(
      `/api/security-agents/event/${encodeURIComponent(eventId)}/live`,
      getToken(),
      {
        onChange: refetch,
        onOpen: () => {
          if (opened) refetch();
          opened = true;
        },
      },
    );
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [eventId, queryClient, streams]);
}
