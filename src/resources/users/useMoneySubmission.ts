import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

/**
 * One Idempotency-Key per submission: it stays the same while the same request may be sent again
 * (double click, retry after a network error) and changes as soon as the request changes.
 * A submission in flight blocks the next one (a ref: two clicks in one frame send one request).
 */
export function useMoneySubmission() {
  const key = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const keyFor = (fingerprint: string) => {
    if (key.current?.fingerprint !== fingerprint) key.current = { fingerprint, key: newIdempotencyKey() };
    return key.current.key;
  };
  const run = async <T>(
    fingerprint: string,
    send: (idempotencyKey: string) => Promise<T>,
  ): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await send(keyFor(fingerprint));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  /** After a success the next submission is a new one. */
  const done = () => {
    key.current = null;
  };
  return { busy, run, done };
}
