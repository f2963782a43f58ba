export const median = (xs: number[]) => quantile(xs, 0.5);

/** Nearest-rank quantile (p in 0..1); NaN for an empty sample. */
export function quantile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export const round = (x: number, digits = 0) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : x);
