import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newToken } from '../lib/ids';

/** Stores a file under DATA_DIR/uploads/{folder} with a random name; returns its relative URL. */
export async function saveUpload(
  dataDir: string,
  folder: string,
  content: Buffer,
  extension: string,
): Promise<string> {
  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  const name = `${newToken(16)}.${extension}`;
  await writeFile(path.join(dir, name), content);
  return `/uploads/${folder}/${name}`;
}
