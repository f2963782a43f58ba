import { copyFile, mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../lib/httpError';
import { newToken } from '../lib/ids';
import { readMultipartStream, type IncomingFile, type MultipartBody } from '../uploads/multipart';
import { MAX_IMAGE_BYTES, imageTooLarge } from '../uploads/limits';
import { uploadRouteFor } from '../http/uploadRoutes';

export { MAX_IMAGE_BYTES };
/** Raster formats browsers display; SVG is refused (it can carry scripts). */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

export interface CheckedImage {
  field: string;
  file: IncomingFile;
  ext: string;
}

/**
 * The request's multipart body, streamed to temporary files under the route's limits (413 as soon as
 * a file or the body is larger). The caller must `discard()` it once answered.
 */
export async function readMultipart(
  c: Context,
  dataDir: string,
  tooManyFiles: string,
): Promise<MultipartBody> {
  const route = uploadRouteFor(c.req.method, c.req.path);
  if (!route) throw new Error(`${c.req.method} ${c.req.path} is not in the upload route table`);
  // Under the Node server, the socket's own stream (its backpressure reaches the client); in-process, the Request's.
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  const source = incoming instanceof IncomingMessage ? incoming : c.req.raw.body;
  return readMultipartStream(c.req.header('Content-Type') ?? '', source, dataDir, {
    maxFiles: route.maxFiles,
    maxFileBytes: MAX_IMAGE_BYTES,
    maxBytes: route.maxBytes,
    tooManyFiles,
  });
}

/** Checks one part: a file, at most 5 MB, whose content (not its name) is an image. */
export async function checkImage(field: string, part: string | IncomingFile): Promise<CheckedImage> {
  if (typeof part === 'string') throw badRequest(`${field}: expected an image file`);
  if (part.size > MAX_IMAGE_BYTES) throw badRequest(imageTooLarge(part.name));
  const type = await fileTypeFromBuffer(part.head);
  if (!type || !IMAGE_TYPES.has(type.mime))
    throw badRequest(`${part.name}: only images are accepted (JPG, PNG, GIF, WebP)`);
  return { field, file: part, ext: type.ext };
}

/**
 * Moves a received file into place. The uploads folder may be another file system than the one
 * holding files being received (a mounted volume): there rename fails with EXDEV, so the file is
 * copied, and a copy cut short (a full disk) leaves nothing behind and keeps its ENOSPC for the
 * 507 answer.
 */
async function moveFile(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    try {
      await copyFile(from, to);
    } catch (copyError) {
      await unlink(to).catch(() => undefined);
      throw copyError;
    }
    await unlink(from).catch(() => undefined);
  }
}

/**
 * Moves already-checked images into DATA_DIR/uploads/{folder} under random names (only after every
 * part passed, so an error stores nothing); returns their relative URLs.
 */
export async function storeImages(
  dataDir: string,
  folder: string,
  images: CheckedImage[],
): Promise<string[]> {
  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  const urls: string[] = [];
  for (const img of images) {
    const name = `${newToken(16)}.${img.ext}`;
    await moveFile(img.file.tempPath, path.join(dir, name));
    urls.push(`/uploads/${folder}/${name}`);
  }
  return urls;
}
