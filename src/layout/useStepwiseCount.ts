import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items a list draws: `first` in its first render, and all of them once that
 * render is on screen (after the next frame), as a transition in a task of its own.
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all]);
  return all ? total : Math.min(total, first);
}
