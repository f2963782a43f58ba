import { Redis, ReplyError } from 'ioredis';

export type RedisClient = Redis;

/** Longest wait between two reconnection attempts while Redis is down. */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * A Redis connection (ioredis) for the rate-limit counters, shared by every API instance.
 *
 * No command timeout: a timer would also fire when the event loop was merely busy (bcrypt hashing a
 * burst of logins), answering 503 though Redis had replied. Failures come from the connection instead:
 * commands waiting for a connection are rejected as soon as one attempt fails (`maxRetriesPerRequest: 0`),
 * and attempts are retried at most a second apart, so a stopped Redis is refused quickly and a restarted
 * one is used again within a second. `log` hears of the connection being lost once, not every retry.
 */
export function createRedisClient(url: string, log: (message: string) => void = console.log): RedisClient {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 100, MAX_RECONNECT_DELAY_MS),
  });
  let lost = false;
  redis.on('error', (err: Error) => {
    if (lost) return;
    lost = true;
    log(`Redis unreachable (${err.message}); rate-limited routes answer 503 until it is back`);
  });
  redis.on('ready', () => {
    if (lost) log('Redis reachable again');
    lost = false;
  });
  return redis;
}

/**
 * What a failed command means for the API: a reply error (Redis refused the command) is a bug and stays
 * as it is; anything else means Redis could not be reached, and carries the connection-lost code the
 * API answers 503 for, as it does for an unreachable database.
 */
export function redisFailure(err: unknown): unknown {
  if (err instanceof ReplyError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return Object.assign(new Error(`Redis unreachable: ${message}`, { cause: err }), { code: 'ECONNRESET' });
}
