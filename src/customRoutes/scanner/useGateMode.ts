import { useEffect, useState } from 'react';
import type { GateMode } from '../../contract/scanDecision';
import { fetchGateMode } from './doorApi';
import type { AgentSession } from './types';

/**
 * How often the scanner asks again, so that the organiser's switch reaches open gates within 30 s
 * (the answer's own time on a slow network included).
 */
export const GATE_MODE_POLL_MS = 20_000;

const storageKey = (agentId: string) => `scannerGateMode:${agentId}`;

/**
 * How this event's gates admit (extension fastGates): asked after login, when the network comes back
 * and every 20 s, kept on the device for a reopened scanner. 'modal' (SPEC's verification modal)
 * whenever the server does not offer it or has not answered. `setMode` records what a scan's answer
 * said (the organiser switched back) until the next answer.
 */
export function useGateMode(
  session: AgentSession,
  offered: boolean | undefined,
): { mode: GateMode; setMode: (m: GateMode) => void } {
  const agentId = session.agent.agentId;
  const [mode, setMode] = useState<GateMode>(() => {
    try {
      return localStorage.getItem(storageKey(agentId)) === 'fast' ? 'fast' : 'modal';
    } catch {
      return 'modal';
    }
  });
  useEffect(() => {
    if (!offered) {
      if (offered === false) setMode('modal');
      return;
    }
    const ctrl = new AbortController();
    const ask = () =>
      void fetchGateMode(session, ctrl.signal).then(
        (m) => {
          setMode(m);
          try {
            localStorage.setItem(storageKey(agentId), m);
          } catch {
            /* not kept: asked again at the next opening */
          }
        },
        () => undefined, // no answer: the last known mode stands
      );
    ask();
    const timer = setInterval(ask, GATE_MODE_POLL_MS);
    window.addEventListener('online', ask);
    return () => {
      ctrl.abort();
      clearInterval(timer);
      window.removeEventListener('online', ask);
    };
  }, [offered, session, agentId]);
  return { mode: offered === false ? 'modal' : mode, setMode };
}

/** Forgets the kept mode (Log out). */
export function forgetGateMode(agentId: string): void {
  try {
    localStorage.removeItem(storageKey(agentId));
  } catch {
    /* nothing kept */
  }
}
