import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPng } from '../../server/seed/png';
import { MAX_IMAGE_BYTES, UPLOAD_TOO_LARGE, uploadBodyLimit } from '../../server/uploads/limits';
import { incomingDir } from '../../server/uploads/multipart';
import { MAX_CAR_IMAGES } from '../../src/contract/rental';
import { createAccount, createTestContext, type TestContext } from '../server/harness';
import { api, removeDataDir, startServerProcess, type ServerProcess } from './lib/serverProcess';
import { scratchPgDatabase } from './lib/pgDatabase';
import { DEMO } from './lib/crashWorkloads';
import { BOUNDARY, sendMultipart, type FilePart } from './lib/multipartSender';
import { count, countStatus, flushStats } from './lib/stats';

/**
 * Issue 27: an upload route reads its multipart body as it streams and stops at the route's limit.
 * Before, 40 parallel 29 MB uploads were buffered whole (360 MB → 1.46 GB) before the 5 MB rule ran.
 */
const MB = 1024 * 1024;
const OVERSIZED = 29 * MB;
const PARALLEL = 20; // of each kind: announced and chunked
const CARS = '/api/rental-cars/upload-images';
const png = () => renderPng(8, 8, () => [200, 40, 40]);
const image = (name: string, bytes: number): FilePart => {
  const head = png();
  return { field: 'images', name, head, padding: bytes - head.length };
};

afterAll(() => flushStats(import.meta.filename));

/** Resident memory of a process, and its peak since the last `resetPeak` (Linux /proc). */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
};
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

describe('oversized uploads are refused as they stream (real server process, real sockets)', () => {
  let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
  let server: ServerProcess;
  let token: string;
  beforeAll(async () => {
    scratch = await scratchPgDatabase('relupl');
    server = await startServerProcess({ databaseUrl: scratch.url });
    token = (await api(server.url, 'POST', '/api/auth/login', { body: DEMO })).body.token as string;
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await scratch?.drop();
  });

  it(`${PARALLEL} announced and ${PARALLEL} chunked ${OVERSIZED / MB} MB uploads in parallel get 413, and the server's memory does not grow by their size; a legal upload still works`, async () => {
    const pid = server.pid();
    // A first small upload: the code paths are loaded before the baseline is taken.
    const warm = await sendMultipart(server.url + CARS, {
      token,
      files: [image('w.png', 1024)],
      announced: true,
    });
    expect(warm.status).toBe(200);
    resetPeak(pid);
    const before = memoryOf(pid);

    const attacks = await Promise.all(
      Array.from({ length: PARALLEL * 2 }, (_, i) =>
        sendMultipart(server.url + CARS, {
          token,
          files: [image(`big${i}.png`, OVERSIZED)],
          announced: i % 2 === 0,
        }),
      ),
    );
    count('hostileInputs', attacks.length);
    count('concurrentOps', attacks.length);
    const after = memoryOf(pid);
    for (const [i, a] of attacks.entries()) {
      countStatus(a.status);
      expect(a.status, `attack ${i}`).toBe(413);
      expect(a.body).toEqual({
        message: i % 2 === 0 ? UPLOAD_TOO_LARGE : `big${i}.png: the image is larger than 5 MB`,
      });
    }
    // Announced: refused from the header, nothing read. Chunked: refused once the file passed 5 MB.
    const sent = attacks.reduce((n, a) => n + a.bytesSent, 0);
    const growth = after.peak - before.rss;
    console.log(
      `uploads: ${attacks.length} × ${OVERSIZED / MB} MB refused (413), ${Math.round(sent / MB)} MB sent before ` +
        `the answers, server RSS ${Math.round(before.rss / MB)} MB → peak ${Math.round(after.peak / MB)} MB`,
    );
    count('invariantChecks', 2);
    // Before, every body was held whole: over 1 GB here. Now what grows is garbage of the streamed bytes.
    expect(growth / MB, 'server peak memory growth in MB').toBeLessThan(200);
    expect(growth, 'growth against the sum of the bodies').toBeLessThan((attacks.length * OVERSIZED) / 5);

    // Legal: the most a car takes, 5 images of 5 MB each (exactly the limit), announced and chunked.
    for (const announced of [true, false]) {
      const files = Array.from({ length: MAX_CAR_IMAGES }, (_, i) => image(`car${i}.png`, MAX_IMAGE_BYTES));
      const ok = await sendMultipart(server.url + CARS, { token, files, announced });
      countStatus(ok.status);
      expect(ok.status, ok.body.message).toBe(200);
      expect(ok.body.imageUrls).toHaveLength(MAX_CAR_IMAGES);
      for (const url of ok.body.imageUrls!)
        expect(statSync(path.join(server.dataDir, url)).size).toBe(MAX_IMAGE_BYTES);
    }
    // No half-received file is left behind by the refused ones.
    expect(readdirSync(incomingDir(server.dataDir))).toEqual([]);
  });
});

describe('upload limits, in-process', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    token = (await createAccount(ctx)).token;
  });
  afterAll(() => ctx?.close());

  /** A multipart body streamed without a length (chunked), generated piece by piece. */
  async function streamed(pieces: Array<Buffer | number>) {
    let i = 0;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces[i];
        if (piece === undefined) return controller.close();
        if (typeof piece === 'number') {
          const n = Math.min(piece, 64 * 1024);
          pieces[i] = piece - n;
          if (piece - n === 0) i += 1;
          pulled += n;
          return controller.enqueue(new Uint8Array(n).fill(0x61));
        }
        i += 1;
        pulled += piece.length;
        controller.enqueue(new Uint8Array(piece));
      },
    });
    const res = await ctx.app.request(CARS, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    countStatus(res.status);
    count('hostileInputs');
    return { status: res.status, body: (await res.json()) as { message?: string }, pulled };
  }
  const part = (name: string) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

  it('a body over the route limit made of preamble (no file too large) is cut at the limit', async () => {
    const limit = uploadBodyLimit(MAX_CAR_IMAGES);
    const res = await streamed([2 * limit, part('a.png'), png(), tail]);
    expect(res).toMatchObject({ status: 413, body: { message: UPLOAD_TOO_LARGE } });
    expect(res.pulled).toBeLessThan(limit + 4 * 64 * 1024);
  });

  it('one byte over 5 MB is 413 and stops the reading there; exactly 5 MB is stored', async () => {
    const over = await streamed([part('over.png'), png(), MAX_IMAGE_BYTES + 1 - png().length, 40 * MB, tail]);
    if (over.status === 500) console.log(ctx.logs.join('\n'));
    expect(over).toMatchObject({ status: 413, body: { message: 'over.png: the image is larger than 5 MB' } });
    expect(over.pulled).toBeLessThan(MAX_IMAGE_BYTES + 1024 * 1024);
    const exact = await streamed([part('exact.png'), png(), MAX_IMAGE_BYTES - png().length, tail]);
    expect(exact.status, exact.body.message).toBe(200);
    expect(readdirSync(incomingDir(ctx.config.dataDir))).toEqual([]);
  });

  it('more images than a car takes is refused before the extra one is read', async () => {
    const pieces: Array<Buffer | number> = [];
    for (let i = 0; i <= MAX_CAR_IMAGES; i++) pieces.push(part(`${i}.png`), png(), Buffer.from('\r\n'));
    pieces.push(tail);
    const res = await streamed(pieces);
    expect(res).toMatchObject({
      status: 400,
      body: { message: `images: at most ${MAX_CAR_IMAGES} images per car` },
    });
    expect(readdirSync(incomingDir(ctx.config.dataDir))).toEqual([]);
  });
});
