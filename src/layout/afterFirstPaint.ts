/** Runs `task` once the page has painted and the browser is idle (never in the way of the first screen). */
export function afterFirstPaint(task: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: 2000 });
    else task();
  }, 100);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
