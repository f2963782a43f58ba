import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import { errorMessage } from '../../api/request';
import { businessTimeZone } from '../../api/config';
import type { AgentGates, GateDirection } from '../../contract/gates';
import { entryVerdict, exitVerdict, type EntryVerdict, type GateTicket } from '../../lib/gateRules';
import { findTicket, newNonce, type ShownTicket } from '../../lib/scannerOffline';
import { fetchAgentGates, sendExit } from './gatesApi';
import { isUnanswered } from './scannerApi';
import { scannerMessage } from './scannerMessage';
import type { EnqueueOptions } from './useOutbox';
import type { ScanFeedback } from './useScanFlow';
import type { AgentSession, ScannerTicket } from './types';

/** The phone asks again for its list this often while online (the organiser may change it). */
const GATES_REFRESH_MS = 60_000;

const gatesKey = (agentId: string) => `scannerGates:${agentId}`;
const directionKey = (agentId: string) => `scannerDirection:${agentId}`;

function readStored<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function store(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* no storage (private mode): kept in memory only */
  }
}

/** What the list rules read of a ticket the phone holds. */
export const gateTicketOf = (t: ShownTicket): GateTicket => ({
  tierName: t.priceTier.name,
  status: t.status,
  isScanned: t.isScanned,
  exitedAt: t.exitedAt ?? null,
});

/**
 * Gates on the phone (extension checkInLists): the agent's list (kept on the device, so that it
 * decides offline as the server would), the entry / exit mode, and exits: sent at once, or decided
 * on the device and queued in the outbox when there is no answer; a refusal decided on the device
 * is queued too, with its words, for the statistics. Without the extension: entry only, as SPEC.
 */
export function useGates(
  session: AgentSession,
  hooks: {
    offered: boolean | undefined;
    tickets: readonly ShownTicket[];
    enqueue: (t: ScannerTicket, opts?: EnqueueOptions) => Promise<void>;
    patch: (t: ScannerTicket) => void;
    refresh: () => void;
    onAnswer: (answered: boolean) => void;
  },
) {
  const translate = useTranslate();
  const agentId = session.agent.agentId;
  const { offered, enqueue, patch, refresh, onAnswer } = hooks;
  const tickets = useRef(hooks.tickets);
  tickets.current = hooks.tickets;
  const [gates, setGates] = useState<AgentGates | null>(() => readStored<AgentGates>(gatesKey(agentId)));
  const [chosen, setChosen] = useState<GateDirection>(
    () => readStored<GateDirection>(directionKey(agentId)) ?? 'entry',
  );
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [busy, setBusy] = useState(false);
  const direction: GateDirection = offered ? chosen : 'entry';

  const setDirection = useCallback(
    (next: GateDirection) => {
      setChosen(next);
      setFeedback(null);
      store(directionKey(agentId), next);
    },
    [agentId],
  );

  useEffect(() => {
    if (!offered) return;
    let live = true;
    const load = () => {
      if (navigator.onLine === false) return;
      fetchAgentGates(session).then(
        (g) => {
          if (!live) return;
          setGates(g);
          store(gatesKey(agentId), g);
        },
        () => undefined, // offline or refused: the copy kept on the device stands
      );
    };
    load();
    const timer = setInterval(load, GATES_REFRESH_MS);
    window.addEventListener('online', load);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('online', load);
    };
  }, [offered, session, agentId]);

  /** The list's word on an entry the phone decides (offline): null when the phone has no lists. */
  const entryCheck = useCallback(
    (t: ShownTicket): EntryVerdict | null =>
      offered && gates
        ? entryVerdict(gates.list, gates.lists, gateTicketOf(t), new Date(), businessTimeZone())
        : null,
    [offered, gates],
  );

  /** A refusal decided on this phone, sent with its words once the network is back. */
  const queueRefusal = useCallback(
    (t: ShownTicket | undefined, message: string) => {
      if (offered && t) void enqueue(t, { gate: 'refusal', message });
    },
    [offered, enqueue],
  );

  const exit = useCallback(
    async (ref: string) => {
      setBusy(true);
      setFeedback(null);
      const scan = { nonce: newNonce(), deviceAt: new Date().toISOString() };
      const found = findTicket(tickets.current, ref);
      const decideHere = async () => {
        const verdict = exitVerdict(found && gateTicketOf(found), new Date(), businessTimeZone());
        if (verdict.kind === 'refuse') {
          if (found) await enqueue(found, { gate: 'refusal', message: verdict.message, nonce: scan.nonce });
          setFeedback({ kind: 'refused', message: verdict.message });
          return;
        }
        await enqueue(found!, { gate: 'exit', nonce: scan.nonce });
        setFeedback({ kind: 'exited', ticket: found!, offline: true });
      };
      try {
        if (navigator.onLine === false) {
          onAnswer(false);
          await decideHere();
          return;
        }
        const ticket = await sendExit(session, found?.ticketId ?? ref, scan);
        onAnswer(true);
        patch({ ...ticket, exitedAt: ticket.exitedAt ?? scan.deviceAt });
        setFeedback({ kind: 'exited', ticket });
        refresh();
      } catch (err) {
        if (isUnanswered(err)) {
          onAnswer(false);
          await decideHere();
        } else {
          setFeedback({
            kind: 'refused',
            message: scannerMessage(errorMessage(err, translate('scanner.errors.scan')), translate),
          });
          refresh();
        }
      } finally {
        setBusy(false);
      }
    },
    [session, enqueue, patch, refresh, onAnswer, translate],
  );

  return {
    offered: offered === true,
    direction,
    setDirection,
    list: offered ? (gates?.list ?? null) : null,
    entryCheck,
    queueRefusal,
    exit,
    busy,
    feedback,
    clearFeedback: useCallback(() => setFeedback(null), []),
  };
}
