import type { Db } from '../db/client';
import { nextTurn } from '../lib/nextTurn';
import { pgErrorCode, isDatabaseUnavailable } from '../lib/dbErrors';
import { scanTickets, type ScanOutcome, type ScanRequest } from './scanTicket';

const MAX_BATCH = 100;
/** How long a batch may wait for the requests still coming in (clients connecting, bodies being read). */
const MAX_GATHER_MS = 10;
const RETRIES = 3;

/** What the batcher reads to tell whether more requests are still arriving (the HTTP server's counter). */
export interface ArrivalSource {
  readonly arrivals: number;
}

export interface ScanBatcherOptions {
  /** Give the event loop a turn between a batch's statements (default; the embedded database needs it). */
  yieldBetweenStatements?: boolean;
}

/**
 * Group commit for scans: a scan that arrives while a batch is being written waits for it and goes
 * into the next one, with every other scan that arrived meanwhile. One connection (the embedded
 * database) then writes hundreds of scans per transaction instead of one, and under light load a
 * scan still goes out at once (a batch of one). Each request still gets its own exact answer.
 */
export class ScanBatcher {
  private queue: Array<{
    request: ScanRequest;
    resolve: (o: ScanOutcome) => void;
    reject: (e: unknown) => void;
  }> = [];
  private running = false;
  private queued = 0;
  /** Scan requests received whose token and body are still being checked. */
  private preparing = 0;

  constructor(
    private readonly db: Db,
    private readonly source?: ArrivalSource,
    private readonly options: ScanBatcherOptions = {},
  ) {}

  /**
   * Announces a scan request whose checks are under way: the next batch waits for it (at most
   * MAX_GATHER_MS). Call the returned function once it is queued or refused, in the same turn as `scan`.
   */
  arriving(): () => void {
    this.preparing++;
    let done = false;
    return () => {
      if (!done) this.preparing--;
      done = true;
    };
  }

  scan(request: ScanRequest): Promise<ScanOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.queued++;
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    try {
      while (this.queue.length) {
        await this.gather();
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.run(batch);
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * Lets the requests on their way join the batch. The embedded database answers without ever giving
   * the event loop a turn, and Node accepts one new connection per turn: a batch written while
   * clients are still connecting holds a few scans and keeps the others out of the server for its
   * whole duration (50 agents starting at once waited up to 400 ms for their connection to be accepted).
   * So it turns the event loop while anything arrives (a connection, a request, a scan being checked
   * or queued) and stops at the first turn that brings nothing: an idle server waits one turn.
   */
  private async gather() {
    const started = performance.now();
    const progress = () => this.queued + (this.source?.arrivals ?? 0);
    let seen = progress();
    while (this.queue.length < MAX_BATCH && performance.now() - started < MAX_GATHER_MS) {
      await nextTurn();
      const now = progress();
      if (now === seen && this.preparing === 0) return;
      seen = now;
    }
  }

  private async run(batch: ScanBatcher['queue']) {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await scanTickets(
          this.db,
          batch.map((b) => b.request),
          undefined,
          { yieldBetweenStatements: this.options.yieldBetweenStatements },
        );
        batch.forEach((b, i) => b.resolve(outcomes[i]));
        return;
      } catch (err) {
        const code = pgErrorCode(err);
        // Deadlock or serialization failure (another instance's batch): the whole batch again.
        if ((code === '40P01' || code === '40001') && attempt < RETRIES) continue;
        if (batch.length > 1 && !isDatabaseUnavailable(err)) {
          // Whatever failed answers alone: one bad attempt does not fail the others.
          for (const b of batch) await this.run([b]);
          return;
        }
        for (const b of batch) b.reject(err);
        return;
      }
    }
  }
}
