import { useCallback, useEffect, useState } from 'react';
import type { Extension } from '../../contract/extensions';
import {
  fetchScannerCapabilities,
  loadScannerCapabilities,
  saveScannerCapabilities,
} from './scannerCapabilities';
import type { AgentSession } from './types';

/**
 * The server's extensions for the scanner: kept on the device once learned, else asked (again when
 * the browser comes back online). `has` is undefined while not known: the scanner then tries the
 * extension and falls back quietly on a 404, which `absent` records.
 */
export function useCapabilities(session: AgentSession) {
  const agentId = session.agent.agentId;
  const [list, setList] = useState<Extension[] | null>(() => loadScannerCapabilities(agentId));
  const [gone, setGone] = useState<Extension[]>([]);

  useEffect(() => {
    if (list) return;
    let live = true;
    const ask = () =>
      void fetchScannerCapabilities(session).then(
        (found) => {
          if (!live) return;
          saveScannerCapabilities(agentId, found);
          setList(found);
        },
        () => undefined, // no answer: asked again once back online
      );
    ask();
    window.addEventListener('online', ask);
    return () => {
      live = false;
      window.removeEventListener('online', ask);
    };
  }, [list, session, agentId]);

  const has = (e: Extension): boolean | undefined =>
    gone.includes(e) ? false : list ? list.includes(e) : undefined;

  /** A 404 from an extension's call: absent from now on, without a word to the agent. */
  const absent = useCallback(
    (e: Extension) => {
      setGone((g) => (g.includes(e) ? g : [...g, e]));
      setList((l) => {
        if (!l?.includes(e)) return l;
        const next = l.filter((x) => x !== e);
        saveScannerCapabilities(agentId, next);
        return next;
      });
    },
    [agentId],
  );

  return { has, absent };
}
