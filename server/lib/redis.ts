import net from 'node:net';

/** A reply of the Redis protocol (RESP2). */
export type RedisReply = string | number | null | RedisReply[];

export interface RedisClient {
  command(args: Array<string | number>): Promise<RedisReply>;
  close(): Promise<void>;
}

class RedisReplyError extends Error {}

/**
 * A minimal Redis client over one TCP connection (RESP2, pipelined, reconnects on the next command
 * after a failure). The rate limiter needs four commands; a full client library would be a new
 * dependency for that. Supports `redis://[:password@]host[:port][/db]`.
 */
export function createRedisClient(
  url: string,
  opts: { connectTimeoutMs?: number; commandTimeoutMs?: number } = {},
): RedisClient {
  const parsed = new URL(url);
  const host = parsed.hostname || '127.0.0.1';
  const port = Number(parsed.port || 6379);
  const password = decodeURIComponent(parsed.password || '');
  const dbIndex = Number(parsed.pathname.replace('/', '') || 0);
  const connectTimeoutMs = opts.connectTimeoutMs ?? 2000;
  const commandTimeoutMs = opts.commandTimeoutMs ?? 2000;

  let socket: net.Socket | null = null;
  let ready: Promise<void> | null = null;
  let buffer: Buffer = Buffer.alloc(0);
  let pending: Array<{ resolve: (r: RedisReply) => void; reject: (e: Error) => void }> = [];

  const failAll = (err: Error) => {
    const waiting = pending;
    pending = [];
    for (const p of waiting) p.reject(err);
  };

  const drop = (err: Error) => {
    socket?.destroy();
    socket = null;
    ready = null;
    buffer = Buffer.alloc(0);
    failAll(err);
  };

  const onData = (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      const parsedReply = parseReply(buffer, 0);
      if (!parsedReply) return;
      buffer = buffer.subarray(parsedReply.next);
      const waiter = pending.shift();
      if (!waiter) continue;
      if (parsedReply.value instanceof RedisReplyError) waiter.reject(parsedReply.value);
      else waiter.resolve(parsedReply.value as RedisReply);
    }
  };

  const send = (s: net.Socket, args: Array<string | number>) =>
    new Promise<RedisReply>((resolve, reject) => {
      pending.push({ resolve, reject });
      s.write(encode(args));
    });

  const connect = () => {
    ready ??= new Promise<void>((resolve, reject) => {
      const s = net.createConnection({ host, port });
      socket = s;
      s.setNoDelay(true);
      const timer = setTimeout(() => {
        const err = Object.assign(new Error(`Redis connect timeout ${host}:${port}`), { code: 'ETIMEDOUT' });
        drop(err);
        reject(err);
      }, connectTimeoutMs);
      s.on('data', onData);
      s.on('error', (err) => {
        clearTimeout(timer);
        if (socket === s) drop(err);
        reject(err);
      });
      s.on('close', () => {
        if (socket === s) drop(Object.assign(new Error('Redis connection closed'), { code: 'ECONNRESET' }));
      });
      s.on('connect', async () => {
        clearTimeout(timer);
        try {
          if (password) await send(s, ['AUTH', password]);
          if (dbIndex) await send(s, ['SELECT', dbIndex]);
          resolve();
        } catch (err) {
          drop(err as Error);
          reject(err);
        }
      });
    });
    return ready;
  };

  return {
    async command(args) {
      await connect();
      const s = socket;
      if (!s) throw Object.assign(new Error('Redis connection closed'), { code: 'ECONNRESET' });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const err = Object.assign(new Error('Redis command timeout'), { code: 'ETIMEDOUT' });
          drop(err);
          reject(err);
        }, commandTimeoutMs);
      });
      try {
        return await Promise.race([send(s, args), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const s = socket;
      if (!s) return;
      await new Promise<void>((resolve) => {
        s.once('close', () => resolve());
        s.end();
        setTimeout(() => {
          s.destroy();
          resolve();
        }, 500).unref();
      });
      socket = null;
      ready = null;
    },
  };
}

function encode(args: Array<string | number>): string {
  let out = `*${args.length}\r\n`;
  for (const a of args) {
    const s = String(a);
    out += `$${Buffer.byteLength(s)}\r\n${s}\r\n`;
  }
  return out;
}

type Parsed = { value: RedisReply | RedisReplyError; next: number } | null;

/** Parses one reply starting at `at`, or null when the buffer does not hold all of it yet. */
function parseReply(buf: Buffer, at: number): Parsed {
  if (buf.length <= at) return null;
  const lineEnd = buf.indexOf('\r\n', at);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buf[at]);
  const line = buf.toString('utf8', at + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next: after };
    case '-':
      return { value: new RedisReplyError(line), next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const len = Number(line);
      if (len < 0) return { value: null, next: after };
      if (buf.length < after + len + 2) return null;
      return { value: buf.toString('utf8', after, after + len), next: after + len + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next: after };
      const items: RedisReply[] = [];
      let next = after;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buf, next);
        if (!item) return null;
        if (item.value instanceof RedisReplyError) return item;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`Unexpected Redis reply type ${JSON.stringify(type)}`);
  }
}
