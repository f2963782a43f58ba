/**
 * Counts attempts per key in a fixed window. In memory by default; Redis when several instances share it.
 *
 * An attempt takes its slot BEFORE the password is checked (`reserve`), atomically, so that requests
 * sent in parallel are counted as sequential ones are: the (max+1)th concurrent guess is refused
 * before it reaches bcrypt. A successful attempt gives its slot back (`release`).
 */
export interface RateLimiter {
  /** Takes one slot for `key` (limit `max` per window); 0 when allowed, else seconds until it may try again. */
  reserve(key: string, max?: number): Promise<number>;
  /** Gives back a slot taken by `reserve` (the attempt succeeded, it was not a failure). */
  release(key: string): Promise<void>;
  /** Forgets every slot of `key`. */
  reset(key: string): Promise<void>;
  /** Marks `key` (e.g. an account's usual address) for `ttlMs`. */
  remember(key: string, ttlMs: number): Promise<void>;
  knows(key: string): Promise<boolean>;
}

export function memoryRateLimiter(max: number, windowMs: number): RateLimiter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const marks = new Map<string, number>();
  const sweep = () => {
    // Keeps the maps bounded under a flood of distinct keys (addresses, emails).
    if (hits.size < 50_000 && marks.size < 50_000) return;
    const now = Date.now();
    for (const [k, e] of hits) if (e.resetAt <= now) hits.delete(k);
    for (const [k, t] of marks) if (t <= now) marks.delete(k);
  };
  const current = (key: string) => {
    const entry = hits.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      hits.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    // Synchronous body: nothing else runs between the read and the write (JavaScript's one thread).
    async reserve(key, limit = max) {
      sweep();
      const entry = current(key);
      if (!entry) {
        hits.set(key, { count: 1, resetAt: Date.now() + windowMs });
        return 0;
      }
      entry.count += 1;
      return entry.count > limit ? Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) : 0;
    },
    async release(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      hits.delete(key);
    },
    async remember(key, ttlMs) {
      sweep();
      marks.set(key, Date.now() + ttlMs);
    },
    async knows(key) {
      const until = marks.get(key);
      if (until === undefined) return false;
      if (until > Date.now()) return true;
      marks.delete(key);
      return false;
    },
  };
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
