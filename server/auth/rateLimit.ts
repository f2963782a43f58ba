/** Counts failures per key in a fixed window. In memory by default; Redis when several instances share it. */
export interface RateLimiter {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(max: number, windowMs: number): RateLimiter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = hits.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      hits.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async blockedFor(key) {
      const entry = current(key);
      return entry && entry.count >= max ? Math.ceil((entry.resetAt - Date.now()) / 1000) : 0;
    },
    async recordFailure(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else hits.set(key, { count: 1, resetAt: Date.now() + windowMs });
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
