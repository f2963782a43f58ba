import { useRef } from 'react';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

/**
 * One Idempotency-Key per submission: the same while the same request is sent again (a retry after
 * a network error or a refusal), a fresh one as soon as the request changes or after a success.
 */
export function useSubmissionKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = (fingerprint: string) => {
    if (current.current?.fingerprint !== fingerprint)
      current.current = { fingerprint, key: newIdempotencyKey() };
    return current.current.key;
  };
  const done = () => {
    current.current = null;
  };
  return { keyFor, done };
}
