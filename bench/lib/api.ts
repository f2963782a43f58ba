import http from 'node:http';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  ms: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
}

/** One JSON call over `agent`: the time is from the request's start to the last byte of the answer. */
function call<T>(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  opts: CallOptions,
): Promise<ApiResult<T>> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: http.OutgoingHttpHeaders = { Accept: 'application/json' };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = Buffer.byteLength(payload);
  }
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      { host: base.hostname, port: base.port, method, path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text for the error message
          }
          resolve({ status: res.statusCode ?? 0, body: body as T, ms });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes belong to other areas
export type Client = <T = any>(method: string, path: string, opts?: CallOptions) => Promise<ApiResult<T>>;

/**
 * One simulated user: a phone or a browser tab keeps ONE connection to the server and sends its
 * calls one after the other on it. node:http rather than Node's fetch: the load generator runs on
 * the same cores as the server under test, and fetch's web-streams machinery cost about four times
 * as much CPU per call, CPU that real clients spend on their own devices.
 */
export function createClient(base: string): Client {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (method, path, opts = {}) => call(agent, url, method, path, opts);
}

const shared = new http.Agent({ keepAlive: true });

/** One JSON call to the bench server (set-up and one-off calls; connections kept alive). */
export function api<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- response shapes belong to other areas
  base: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<ApiResult<T>> {
  return call<T>(shared, new URL(base), method, path, opts);
}

/** Runs `fn` over `items` with at most `limit` in flight; `worker` says which of the `limit` runs it. */
export async function mapLimit<I, O>(
  items: I[],
  limit: number,
  fn: (item: I, index: number, worker: number) => Promise<O>,
): Promise<O[]> {
  const out: O[] = new Array(items.length);
  let next = 0;
  const run = async (worker: number) => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i, worker);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, (_, w) => run(w)));
  return out;
}
