import type { Listen } from '../db/client';
import type { LiveTicketChange } from '../../src/contract/liveTicketChange';

/** What the database announces on 'ticket_scans' (migration 0500): the streamed change and its event. */
export interface TicketChange extends LiveTicketChange {
  /** event id */
  e: string;
}

export const LIVE_CHANNEL = 'ticket_scans';
type Listener = (change: TicketChange) => void;

/** Where the hub catches up after its LISTEN connection came back (server/live/liveChanges.ts). */
export interface LiveRecord {
  /** The newest change number recorded: where listening starts. */
  last: () => Promise<number>;
  /** The changes after `after` for these events, oldest first. */
  since: (after: number, eventIds: readonly string[]) => Promise<TicketChange[]>;
}

/**
 * Fans the database's notifications out to the open pages of each event. The notifications come
 * from the database at commit, whichever API instance wrote: several instances on one PostgreSQL
 * each LISTEN and so each page hears every gate. It listens while at least one page is open.
 */
export class LiveHub {
  private readonly byEvent = new Map<string, Set<Listener>>();
  private stop: Promise<(() => Promise<void>) | null> | null = null;
  private count = 0;
  /** The highest change number heard: a reconnected listener replays what came after it. */
  private lastHeard = 0;

  constructor(
    private readonly listen: Listen | undefined,
    private readonly record?: LiveRecord,
  ) {}

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
      this.lastHeard = Math.max(this.lastHeard, (await this.record?.last().catch(() => 0)) ?? 0);
      return await this.listen(
        LIVE_CHANNEL,
        (payload) => this.dispatch(payload),
        () => void this.catchUp(),
      );
    } catch {
      // No live updates (the scanner still refreshes by deltas); the next page opened tries again.
      this.stop = null;
      return null;
    }
  }

  /**
   * After a lost LISTEN connection came back: the changes committed meanwhile, from the database's
   * record. One heard twice (announced just as the connection returned) is harmless: a change is
   * the ticket's new state, applied again.
   */
  async catchUp(): Promise<void> {
    if (!this.record || !this.byEvent.size) return;
    const missed = await this.record.since(this.lastHeard, [...this.byEvent.keys()]).catch(() => []);
    for (const change of missed) this.deliver(change);
  }

  private dispatch(payload: string) {
    let change: TicketChange;
    try {
      change = JSON.parse(payload) as TicketChange;
    } catch {
      return;
    }
    this.deliver(change);
  }

  private deliver(change: TicketChange) {
    if (typeof change.n === 'number') this.lastHeard = Math.max(this.lastHeard, change.n);
    for (const listener of this.byEvent.get(change.e) ?? []) listener(change);
  }
}

const hubs = new WeakMap<object, LiveHub>();

/** One hub per app (its deps), shared by its routes. */
export function liveHubFor(owner: object, listen: Listen | undefined, record?: LiveRecord): LiveHub {
  let hub = hubs.get(owner);
  if (!hub) hubs.set(owner, (hub = new LiveHub(listen, record)));
  return hub;
}
