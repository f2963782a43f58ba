import { vi } from 'vitest';

/**
 * Catches what react-admin's downloadCSV hands the browser (its msSaveOrOpenBlob path), so a test
 * reads the exported bytes: the BOM, the header and the rows.
 */
export function catchCsvDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const nav = window.navigator as Navigator & { msSaveOrOpenBlob?: (b: Blob, n: string) => void };
  nav.msSaveOrOpenBlob = vi.fn((blob: Blob, name: string) => {
    files.push({ name, blob });
  });
  return {
    files,
    restore: () => delete nav.msSaveOrOpenBlob,
    /** The file's bytes as text, BOM included (TextDecoder with ignoreBOM keeps it). */
    async text(i = 0) {
      const bytes = new Uint8Array(await files[i].blob.arrayBuffer());
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    },
  };
}
