import { useEffect, useState } from 'react';
import { AGENT_UNDO_WINDOW_MS } from '../../contract/scanDecision';

/**
 * Whether the agent may still undo the admission `shown` (a new object for each admission): for
 * 2 minutes after it appeared, the window in which the server lets an agent undo their own (and in
 * which the phone takes back one it has not sent yet).
 */
export function useUndoWindow(shown: object | null | undefined): boolean {
  const [closed, setClosed] = useState<object | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setClosed(shown), AGENT_UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return Boolean(shown) && closed !== shown;
}
