import busboy from 'busboy';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError, badRequest } from '../lib/httpError';
import { newToken } from '../lib/ids';
import { UPLOAD_TOO_LARGE, imageTooLarge } from './limits';

/** Bytes kept in memory from each file: enough for its type to be recognised by its content. */
const HEAD_BYTES = 4100;
/** Text fields a form sends beside its images (the documents' CIN number), and their size. */
const MAX_FIELDS = 8;
const MAX_FIELD_BYTES = 1024;

/** One file of the body, written to a temporary file while it arrived; only its first bytes are in memory. */
export interface IncomingFile {
  field: string;
  name: string;
  size: number;
  head: Buffer;
  tempPath: string;
}

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  /** Most bytes of the whole body (what a Content-Length would have been refused above). */
  maxBytes: number;
  /** The answer when more files than `maxFiles` are sent (the route's own words). */
  tooManyFiles: string;
}

export interface MultipartBody {
  parts: Record<string, Array<string | IncomingFile>>;
  /** Deletes the temporary files not moved into place (call it whatever the route answered). */
  discard(): Promise<void>;
}

/** The incoming files' folder: outside `uploads/`, so a half-received file is never served. */
export const incomingDir = (dataDir: string) => path.join(dataDir, 'uploads-incoming');

/**
 * Reads a multipart body as it streams in, never holding it whole: each file goes to a temporary file
 * as it arrives, and reading stops at once when one file passes `maxFileBytes` or the body passes
 * `maxBytes` (413). Without this, a body is buffered in full before its size can be judged.
 */
export async function readMultipartStream(
  contentType: string,
  body: Readable | ReadableStream<Uint8Array> | null,
  dataDir: string,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  if (!contentType.startsWith('multipart/form-data') || !body)
    throw badRequest('Expected a multipart/form-data body');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        // busboy reports reaching the limit, not passing it: one byte more lets an image of exactly 5 MB in.
        fileSize: limits.maxFileBytes + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.maxFiles + MAX_FIELDS + 1,
        headerPairs: 20,
      },
    });
  } catch {
    throw badRequest('Invalid multipart body');
  }
  const dir = incomingDir(dataDir);
  await mkdir(dir, { recursive: true });

  const parts: MultipartBody['parts'] = {};
  const streams: Array<{ source: Readable; sink: WriteStream }> = [];
  const writes: Array<Promise<void>> = [];
  const temps: string[] = [];
  let failure: unknown;
  let rejectFailed: (err: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => undefined);
  const fail = (err: unknown) => {
    if (failure !== undefined) return;
    failure = err;
    rejectFailed(err);
  };
  const add = (field: string, part: string | IncomingFile) => (parts[field] ??= []).push(part);

  let files = 0;
  parser.on('file', (field, source, info) => {
    // A file cut short (the parser destroyed on a refusal) errors: the refusal already says why.
    source.on('error', () => undefined);
    files += 1;
    if (failure !== undefined || files > limits.maxFiles) {
      source.resume();
      return fail(badRequest(limits.tooManyFiles));
    }
    const file: IncomingFile = {
      field,
      name: info.filename || field,
      size: 0,
      head: Buffer.alloc(0),
      tempPath: path.join(dir, newToken(16)),
    };
    add(field, file);
    temps.push(file.tempPath);
    const heads: Buffer[] = [];
    let headSize = 0;
    source.on('data', (chunk: Buffer) => {
      file.size += chunk.length;
      if (headSize < HEAD_BYTES) {
        heads.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += heads[heads.length - 1].length;
      }
    });
    source.on('limit', () => fail(new HttpError(413, imageTooLarge(file.name))));
    const sink = createWriteStream(file.tempPath);
    streams.push({ source, sink });
    writes.push(
      pipeline(source, sink).then(
        () => {
          file.head = Buffer.concat(heads);
        },
        (err: unknown) => fail(err),
      ),
    );
  });
  parser.on('field', (field, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return fail(badRequest(`${field}: the value is too long`));
    add(field, value);
  });
  const tooManyParts = () => fail(badRequest('Too many parts in the multipart body'));
  parser.on('partsLimit', tooManyParts);
  parser.on('fieldsLimit', tooManyParts);
  parser.on('error', () => fail(badRequest('Invalid multipart body')));
  const finished = once(parser, 'finish');
  finished.catch(() => undefined);

  const discard = async () => {
    await Promise.all(temps.map((p) => unlink(p).catch(() => undefined)));
  };
  const next = chunksOf(body);
  try {
    let total = 0;
    for (;;) {
      const { done, value } = await Promise.race([
        // The client went away mid-body: its request, not the server, failed.
        next().catch(() => Promise.reject(badRequest('The upload was interrupted'))),
        failed,
      ]);
      if (done) break;
      total += value.byteLength;
      if (total > limits.maxBytes) fail(new HttpError(413, UPLOAD_TOO_LARGE));
      // The parser's own buffer is full while a file waits for the disk: read no more until it drains.
      else if (!parser.write(value)) {
        const drained = once(parser, 'drain');
        drained.catch(() => undefined);
        await Promise.race([drained, failed]);
      }
      if (failure !== undefined) await failed;
    }
    parser.end();
    await Promise.race([finished, failed]);
    await Promise.race([Promise.all(writes), failed]);
    return { parts, discard };
  } catch (err) {
    // The rest of the body is left unread (the Node adapter drops it after the answer): only what was
    // read so far was ever held, and the partial files go.
    parser.destroy();
    for (const { source, sink } of streams) {
      source.destroy();
      sink.destroy();
    }
    // A file still being opened is created when its open completes: unlink only once each is closed.
    await Promise.all(
      streams.map(({ sink }) => (sink.closed ? undefined : once(sink, 'close').catch(() => undefined))),
    );
    await discard();
    throw failure ?? err;
  }
}

/**
 * The body's next chunk. Never cancelled when reading stops early: cancelling the socket's stream
 * would reset the connection under the 413 answer; the Node adapter drops the rest after answering.
 */
function chunksOf(body: Readable | ReadableStream<Uint8Array>): () => Promise<IteratorResult<Uint8Array>> {
  if (body instanceof ReadableStream) {
    const reader = body.getReader();
    return async () => {
      const r = await reader.read();
      return r.done ? { done: true, value: undefined } : { done: false, value: r.value };
    };
  }
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  return () => iterator.next();
}
