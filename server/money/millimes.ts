/**
 * TND amounts as integer millimes (bigint), so money never passes through a binary float.
 * Amounts enter as the validated JSON number or numeric string and leave as SQL numeric text.
 */
export function parseMillimes(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not an amount: ${value}`);
  const [, minus, whole, frac = ''] = match;
  // Validation has already refused more than 3 decimals; toFixed(6) only adds zeros or float noise.
  const m = BigInt(whole) * 1000n + BigInt(Math.round(Number(`0.${frac || '0'}`) * 1000));
  return minus ? -m : m;
}

/** bigint millimes → '1234.500' (SQL numeric literal). */
export function formatMillimes(m: bigint): string {
  const sign = m < 0n ? '-' : '';
  const abs = m < 0n ? -m : m;
  return `${sign}${abs / 1000n}.${String(abs % 1000n).padStart(3, '0')}`;
}

/** '1234.500' (numeric text from the database) → bigint millimes. */
export const numericToMillimes = (numeric: string) => parseMillimes(numeric);
