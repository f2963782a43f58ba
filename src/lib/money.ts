/** TND has 3 decimals (millimes); events and the scanner show dollars (SPEC §9). */
const tnd = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'TND',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatTND = (amount: number | string | null | undefined) => tnd.format(Number(amount ?? 0));
export const formatUSD = (amount: number | string | null | undefined) => usd.format(Number(amount ?? 0));

/** Integer millimes from a TND amount, so sums never drift through binary floats. */
export const toMillimes = (amount: number | string) => Math.round(Number(amount) * 1000);
export const fromMillimes = (millimes: number) => millimes / 1000;
