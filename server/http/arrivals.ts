import type { EventEmitter } from 'node:events';

/**
 * Counts what reaches the HTTP server: connections accepted and requests started. Group commit (the
 * scan batcher) reads it to tell whether more work is still coming in before it writes a batch.
 * Node accepts at most one connection per event-loop turn, so while clients are still connecting the
 * count keeps moving from one turn to the next.
 */
export class ArrivalCounter {
  private count = 0;

  get arrivals(): number {
    return this.count;
  }

  /** Starts counting the server's connections and requests. */
  attach(server: EventEmitter): void {
    const note = () => {
      this.count++;
    };
    server.on('connection', note);
    server.on('request', note);
  }
}
