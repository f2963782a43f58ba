import { expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

/**
 * Captures what react-admin's downloadCSV hands to the browser (a Blob behind an object URL), as
 * text with its byte-order mark kept, so a test reads the exact file a user would get.
 */
export function captureCsv() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const original = URL.createObjectURL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  }) as typeof URL.createObjectURL;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.getAttribute('download') ?? '');
  });
  return {
    async file() {
      await waitFor(() => expect(blobs).toHaveLength(1));
      const bytes = new Uint8Array(await blobs[0].arrayBuffer());
      return { name: names[0], text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
    },
    restore() {
      URL.createObjectURL = original;
      click.mockRestore();
    },
  };
}

/** Intl's narrow no-break spaces as plain spaces, to compare formatted money and dates. */
export const normal = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');
