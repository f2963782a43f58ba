/**
 * Captures the CSV files react-admin's downloadCSV writes (through the one CSV writer), without a
 * browser download: downloadCSV hands the Blob to navigator.msSaveOrOpenBlob when it exists.
 */
export function captureCsv() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const nav = window.navigator as unknown as { msSaveOrOpenBlob?: (blob: Blob, name: string) => void };
  nav.msSaveOrOpenBlob = (blob, name) => {
    saved.push({ blob, name });
  };
  return {
    saved,
    /** The file's text with its byte-order mark kept (a plain UTF-8 decode would drop it). */
    async text(index = 0): Promise<string> {
      const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(saved[index].blob);
      });
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    },
    restore() {
      delete nav.msSaveOrOpenBlob;
    },
  };
}
