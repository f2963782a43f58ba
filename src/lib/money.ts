// Built on first use, not when a page imports this module: building one loads its locale's data,
// which a page that shows no amount in that currency should not pay for on its first render.
let tnd: Intl.NumberFormat | undefined;
let usd: Intl.NumberFormat | undefined;

/** TND has 3 decimals (millimes); events and the scanner show dollars (SPEC §9). */
export function formatTND(amount: number | string | null | undefined): string {
  tnd ??= new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'TND',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  return tnd.format(Number(amount ?? 0));
}

export function formatUSD(amount: number | string | null | undefined): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(Number(amount ?? 0));
}
