import { redisFailure, type RedisClient } from '../lib/redis';
import type { RateLimiter } from './rateLimit';

// One script per operation, so each is atomic in Redis whatever the number of API instances.
// Fixed window: the first attempt starts the window (INCR + PEXPIRE together). Returns 0 when the
// attempt is allowed, else the window's remaining milliseconds.
const RESERVE =
  "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end if n > tonumber(ARGV[1]) then local t = redis.call('PTTL', KEYS[1]) if t < 1 then return 1 end return t end return 0";
// Gives a slot back without ever creating a key (nor one without expiry).
const RELEASE =
  "local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n > 0 then redis.call('DECR', KEYS[1]) end return 0";

/**
 * Attempt counters in Redis, shared by every API instance using the same Redis (REDIS_URL).
 * `name` separates limiters (login, lookup) in one Redis database.
 */
export function redisRateLimiter(
  redis: RedisClient,
  name: string,
  max: number,
  windowMs: number,
): RateLimiter {
  const k = (key: string) => `ratelimit:${name}:${key}`;
  // Redis unreachable: the caller answers 503 (fail closed), never lets a guess through uncounted.
  const run = <T>(command: Promise<T>) =>
    command.catch((err: unknown) => {
      throw redisFailure(err);
    });
  return {
    async reserve(key, limit = max) {
      const ms = Number(await run(redis.eval(RESERVE, 1, k(key), limit, windowMs)));
      return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
    },
    async release(key) {
      await run(redis.eval(RELEASE, 1, k(key)));
    },
    async reset(key) {
      await run(redis.del(k(key)));
    },
    async remember(key, ttlMs) {
      await run(redis.set(k(key), '1', 'PX', ttlMs));
    },
    async knows(key) {
      return (await run(redis.exists(k(key)))) === 1;
    },
  };
}
