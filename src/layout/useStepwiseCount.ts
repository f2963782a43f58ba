import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from './afterFirstPaint';

/**
 * How many of `total` items a list draws: `first` in its first render, and all of them once that
 * render is on screen and the page is idle (`afterFirstPaint`), as a transition.
 *
 * The first render of a screen is one task the browser cannot interrupt (on a phone, a few hundred
 * milliseconds for the events list's ten cards). Drawing the cards the first screen shows, then
 * the rest, leaves that task shorter and lets React render the rest in slices, between which the
 * page answers taps. Every item is there a moment later; counts that grow later (another page of
 * data) are drawn at once.
 */
export function useStepwiseCount(total: number, first: number): number {
  const [all, setAll] = useState(() => total <= first);
  useEffect(() => {
    if (all) return;
    return afterFirstPaint(() => startTransition(() => setAll(true)));
  }, [all]);
  return all ? total : Math.min(total, first);
}
