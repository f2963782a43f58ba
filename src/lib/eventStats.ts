/** Statistics page formulas of SPEC §2 (pure, unit-tested). */
interface TierLike {
  totalTickets?: number | string | null;
}

/** Total Capacity = sum of the tiers' totalTickets. */
export function totalCapacity(tiers: TierLike[] | null | undefined): number {
  return (tiers ?? []).reduce((sum, t) => sum + (Number(t.totalTickets) || 0), 0);
}

/** Scan Rate = scanned / sold as a percentage; 0 when none sold. */
export function scanRate(scanned: number, sold: number): number {
  return sold > 0 ? (scanned / sold) * 100 : 0;
}

/** Average Price = revenue / sold; 0 when none sold. */
export function averagePrice(revenue: number, sold: number): number {
  return sold > 0 ? revenue / sold : 0;
}

/** Share of a tier sold, as a percentage (0 for an empty tier). */
export function percentSold(sold: number, total: number): number {
  return total > 0 ? (sold / total) * 100 : 0;
}

/** Percentages to one decimal (SPEC §9), e.g. 42.9. */
export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)}%`;
}
