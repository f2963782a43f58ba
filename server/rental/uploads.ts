import type { Context } from 'hono';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../lib/httpError';
import { saveUpload } from '../uploads/store';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
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
  content: Buffer;
  ext: string;
}

export async function readMultipart(c: Context): Promise<Record<string, Array<string | File>>> {
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data'))
    throw badRequest('Expected a multipart/form-data body');
  let body: Record<string, string | File | Array<string | File>>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('Invalid multipart body');
  }
  const out: Record<string, Array<string | File>> = {};
  for (const [k, v] of Object.entries(body)) out[k] = Array.isArray(v) ? v : [v];
  return out;
}

/** Checks one part: a file, at most 5 MB, whose content (not its name) is an image. */
export async function checkImage(field: string, part: string | File): Promise<CheckedImage> {
  if (typeof part === 'string') throw badRequest(`${field}: expected an image file`);
  const name = part.name || field;
  if (part.size > MAX_IMAGE_BYTES) throw badRequest(`${name}: the image is larger than 5 MB`);
  const content = Buffer.from(await part.arrayBuffer());
  if (content.length > MAX_IMAGE_BYTES) throw badRequest(`${name}: the image is larger than 5 MB`);
  const type = await fileTypeFromBuffer(content);
  if (!type || !IMAGE_TYPES.has(type.mime))
    throw badRequest(`${name}: only images are accepted (JPG, PNG, GIF, WebP)`);
  return { field, content, ext: type.ext };
}

/** Stores already-checked images (only after every part passed, so an error stores nothing). */
export async function storeImages(
  dataDir: string,
  folder: string,
  images: CheckedImage[],
): Promise<string[]> {
  const urls: string[] = [];
  for (const img of images) urls.push(await saveUpload(dataDir, folder, img.content, img.ext));
  return urls;
}
