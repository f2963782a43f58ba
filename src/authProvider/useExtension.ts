import { useEffect, useSyncExternalStore } from 'react';
import { useRefresh } from 'ra-core';
import type { Extension } from '../contract/extensions';
import {
  capabilitiesSnapshot,
  loadCapabilities,
  onExtensionLost,
  subscribeCapabilities,
} from './capabilities';

/**
 * True when the server offers `extension`, false when it does not, undefined until known: a screen
 * shows an extension's piece (button, column, timeline, form) only on true.
 */
export function useExtension(extension: Extension): boolean | undefined {
  const offer = useSyncExternalStore(subscribeCapabilities, capabilitiesSnapshot);
  useEffect(() => {
    void loadCapabilities();
  }, []);
  return offer?.has(extension);
}

/**
 * When a feature turns out absent mid-session, react-admin asks `canAccess` again (its menu entries
 * and resource pages): `useRefresh` invalidates every query, the access checks included.
 */
export function useRefreshOnLostExtension() {
  const refresh = useRefresh();
  useEffect(() => onExtensionLost(refresh), [refresh]);
}
