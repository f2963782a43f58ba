/** Resolves after one turn of the event loop (its I/O phase included), not just the microtask queue. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
