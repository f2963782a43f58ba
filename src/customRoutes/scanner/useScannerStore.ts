import { useEffect, useState } from 'react';
import { openScannerStore, type ScannerStore } from '../../lib/scannerStore';

/** The agent's store on the device: undefined while it opens, null where IndexedDB is unavailable. */
export function useScannerStore(agentId: string): ScannerStore | null | undefined {
  const [store, setStore] = useState<ScannerStore | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let opened: ScannerStore | null = null;
    openScannerStore(agentId).then(
      (s) => {
        opened = s;
        if (live) setStore(s);
        else s.close();
      },
      () => live && setStore(null),
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [agentId]);
  return store;
}
