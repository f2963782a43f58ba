import http from 'node:http';

export const BOUNDARY = '----reliabilityBoundary7MA4YWxkTrZu0gW';
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

/** One file part: `head` (real image bytes) followed by `padding` bytes of filler. */
export interface FilePart {
  field: string;
  name: string;
  head: Buffer;
  padding: number;
}

export interface SendOptions {
  token: string;
  files: FilePart[];
  /** Announce the length (Content-Length) or send it chunked without one. */
  announced: boolean;
  /** Bytes before the first boundary (the multipart preamble, which parsers skip). */
  preamble?: number;
}

const partHeader = (p: FilePart) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
const TAIL = Buffer.from(`--${BOUNDARY}--\r\n`);

/**
 * Sends a multipart body as a slow client would, generated on the fly (the test process never holds it)
 * and with the socket's backpressure; it stops sending as soon as the server answers, as browsers do.
 */
export function sendMultipart(
  url: string,
  opts: SendOptions,
): Promise<{ status: number; body: { message?: string; imageUrls?: string[] }; bytesSent: number }> {
  const segments: Array<Buffer | number> = [];
  if (opts.preamble) segments.push(opts.preamble);
  for (const f of opts.files) segments.push(partHeader(f), f.head, f.padding, Buffer.from('\r\n'));
  segments.push(TAIL);
  const length = segments.reduce<number>((n, s) => n + (typeof s === 'number' ? s : s.length), 0);
  return new Promise((resolve, reject) => {
    let answered = false;
    let bytesSent = 0;
    // Keep-alive, as browsers: the server then reads and drops what is still in flight after its
    // answer instead of closing on it (a close would reset the socket under the unread answer).
    const agent = new http.Agent({ keepAlive: true });
    const req = http.request(url, {
      method: 'POST',
      agent,
      headers: {
        Authorization: `Bearer ${opts.token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(opts.announced ? { 'Content-Length': String(length) } : {}),
      },
    });
    // One waiter at most: woken by the socket draining, the answer or the end of the request.
    let wake: (() => void) | null = null;
    const wakeUp = () => {
      const w = wake;
      wake = null;
      w?.();
    };
    req.on('drain', wakeUp);
    req.on('close', wakeUp);
    req.on('response', (res) => {
      answered = true;
      wakeUp();
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        req.destroy();
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { message?: string }, bytesSent });
      });
      res.on('error', reject);
    });
    req.on('error', (err) => {
      agent.destroy();
      if (!answered) reject(new Error(`${err.message} after ${bytesSent} bytes sent`));
    });
    const write = async (chunk: Buffer) => {
      bytesSent += chunk.length;
      if (!req.write(chunk) && !answered && !req.destroyed) await new Promise<void>((r) => (wake = r));
    };
    void (async () => {
      for (const s of segments) {
        if (typeof s !== 'number') {
          if (answered || req.destroyed) return;
          await write(s);
          continue;
        }
        for (let left = s; left > 0 && !answered && !req.destroyed; left -= CHUNK.length)
          await write(left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left));
      }
      if (!answered && !req.destroyed) req.end();
    })();
  });
}
