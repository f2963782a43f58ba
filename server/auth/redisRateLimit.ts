import type { RedisClient } from '../lib/redis';
import type { RateLimiter } from './rateLimit';

// Fixed window, as the in-memory limiter: the first failure starts the window (INCR + PEXPIRE atomically).
const RECORD =
  "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";
const BLOCKED =
  "local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n >= tonumber(ARGV[1]) then local t = redis.call('PTTL', KEYS[1]) if t < 0 then return 1 end return t end return 0";

/**
 * Failure counters in Redis, shared by every API instance using the same Redis (REDIS_URL).
 * `name` separates limiters (login, agent login) in one Redis database.
 */
export function redisRateLimiter(
  redis: RedisClient,
  name: string,
  max: number,
  windowMs: number,
): RateLimiter {
  const k = (key: string) => `ratelimit:${name}:${key}`;
  return {
    async blockedFor(key) {
      const ms = Number(await redis.command(['EVAL', BLOCKED, 1, k(key), max]));
      return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
    },
    async recordFailure(key) {
      await redis.command(['EVAL', RECORD, 1, k(key), windowMs]);
    },
    async reset(key) {
      await redis.command(['DEL', k(key)]);
    },
  };
}
