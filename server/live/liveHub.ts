import type { Listen } from '../db/client';
import type { LiveTicketChange } from '../../src/contract/liveTicketChange';

/** What the database announces on 'ticket_scans' (migration 0500): the streamed change and its event. */
export interface TicketChange extends LiveTicketChange {
  /** event id */
  e: string;
}

export const LIVE_CHANNEL = 'ticket_scans';
type Listener = (change: TicketChange) => void;

/**
 * Fans the database's notifications out to the open pages of each event. The notifications come
 * from the database at commit, whichever API instance wrote: several instances on one PostgreSQL
 * each LISTEN and so each page hears every gate. It listens while at least one page is open.
 */
export class LiveHub {
  private readonly byEvent = new Map<string, Set<Listener>>();
  private stop: Promise<(() => Promise<void>) | null> | null = null;
  private count = 0;

  constructor(private readonly listen: Listen | undefined) {}

  async subscribe(eventId: string, listener: Listener): Promise<() => void> {
    let set = this.byEvent.get(eventId);
    if (!set) this.byEvent.set(eventId, (set = new Set()));
    set.add(listener);
    this.count++;
    if (!this.stop) this.stop = this.start();
    await this.stop;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set.delete(listener);
      if (!set.size) this.byEvent.delete(eventId);
      if (--this.count === 0 && this.stop) {
        const stopping = this.stop;
        this.stop = null;
        void stopping.then((s) => s?.()).catch(() => undefined);
      }
    };
  }

  private async start() {
    if (!this.listen) return null;
    try {
      return await this.listen(LIVE_CHANNEL, (payload) => this.dispatch(payload));
    } catch {
      // No live updates (the scanner still refreshes by deltas); the next page opened tries again.
      this.stop = null;
      return null;
    }
  }

  private dispatch(payload: string) {
    let change: TicketChange;
    try {
      change = JSON.parse(payload) as TicketChange;
    } catch {
      return;
    }
    for (const listener of this.byEvent.get(change.e) ?? []) listener(change);
  }
}

const hubs = new WeakMap<object, LiveHub>();

/** One hub per app (its deps), shared by its routes. */
export function liveHubFor(owner: object, listen: Listen | undefined): LiveHub {
  let hub = hubs.get(owner);
  if (!hub) hubs.set(owner, (hub = new LiveHub(listen)));
  return hub;
}
