import { mkdirSync, rmSync, statSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** File systems that hold no files of their own (kernel views): a database there cannot work. */
const SPECIAL_FS: Record<number, string> = {
  0x9fa0: 'proc',
  0x62656572: 'sysfs',
  0x64626720: 'debugfs',
  0x74726163: 'tracefs',
  0x1cd1: 'devpts',
  0x27e0eb: 'cgroup',
  0x63677270: 'cgroup2',
  0x73636673: 'securityfs',
  0xcafe4a11: 'bpf',
};
/** What the embedded database needs to start, with room for the demo data and a few uploads. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

export class DataDirError extends Error {}

const reason = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return (
    {
      EACCES: 'permission denied',
      EPERM: 'permission denied',
      EROFS: 'the file system is read-only',
      ENOSPC: 'the disk is full',
      EDQUOT: 'the disk quota is exhausted',
      ENOTDIR: 'a part of the path is not a directory',
      ENOENT: 'the path cannot be created',
    }[code ?? ''] ??
    (code || String(err))
  );
};

/**
 * Checks DATA_DIR before anything is opened in it: a directory (created when missing), on an ordinary
 * file system, writable, with room to spare. Throws a DataDirError whose message is one line for the
 * person starting the server.
 */
function fileSystemOf(dir: string, where: string) {
  try {
    return statfsSync(dir);
  } catch (err) {
    throw new DataDirError(`${where} cannot be read: ${reason(err)}.`);
  }
}

export function checkDataDir(dir: string, minFreeBytes = MIN_FREE_BYTES): void {
  const where = `DATA_DIR ${dir}`;
  let stat: ReturnType<typeof statSync> | undefined;
  try {
    stat = statSync(dir);
  } catch {
    stat = undefined;
  }
  if (stat && !stat.isDirectory()) throw new DataDirError(`${where} is not a directory.`);
  // The nearest existing folder decides the file system; Node's recursive mkdir never returns under /proc.
  let existing = dir;
  const missing: string[] = [];
  while (!stat) {
    const parent = path.dirname(existing);
    missing.unshift(existing);
    if (parent === existing) break;
    existing = parent;
    try {
      stat = statSync(existing);
    } catch {
      stat = undefined;
    }
  }
  if (stat && !stat.isDirectory())
    throw new DataDirError(`${where} cannot be created: ${existing} is a file.`);
  const fs = fileSystemOf(existing, where);
  const special = SPECIAL_FS[Number(fs.type)];
  if (special) throw new DataDirError(`${where} is on the ${special} file system, which cannot store data.`);
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (err) {
      throw new DataDirError(`${where} cannot be created: ${reason(err)}.`);
    }
  }
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, Buffer.alloc(64 * 1024));
  } catch (err) {
    throw new DataDirError(`${where} is not writable: ${reason(err)}.`);
  } finally {
    rmSync(probe, { force: true });
  }
  const free = Number(fs.bavail) * Number(fs.bsize);
  if (free < minFreeBytes) {
    const mb = (n: number) => `${Math.floor(n / (1024 * 1024))} MB`;
    throw new DataDirError(`${where} has ${mb(free)} free; the server needs at least ${mb(minFreeBytes)}.`);
  }
}
