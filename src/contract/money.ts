/**
 * TND amounts in integer millimes (TND has 3 decimals), for the server and the client alike:
 * amounts are read as decimal digits, never multiplied as binary floats (0.1 + 0.2 is 300 millimes,
 * not 300.00000000000006), summed as integers, and written back as 3-decimal text.
 *
 * Millimes are JavaScript numbers, kept to safe integers (±9,007,199,254,740,991 millimes, about
 * 9 billion TND × 1,000): far above any balance a numeric(14,3) column holds, and what JSON and the
 * screens already carry. Anything outside that range is refused rather than silently rounded.
 *
 * Rounding: an amount with more than 3 decimals is rounded to the nearest millime, half away from
 * zero, on its decimal digits ('0.0005' → 1, '-0.0005' → -1, '1.0004999' → 1000). The forms and the
 * API refuse more than 3 decimals, so this only matters for sums typed by hand and float noise.
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Integer millimes from a TND amount (a JSON number or decimal text such as '12.5' or '1234.500'),
 * or null when the value is not an amount ('', 'abc', NaN, Infinity, out of range).
 */
export function readMillimes(value: number | string): number | null {
  // String(n) is the shortest text that reads back as n: 0.1 gives '0.1', the decimal that was meant.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  // Shift the decimal point by the exponent and by 3 (millimes), on the digits.
  const digits = whole + fraction;
  const point = whole.length + Number(exponent) + 3;
  if (point > 20) return null;
  const integerPart = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const firstDropped = point < 0 ? '0' : (digits[point] ?? '0');
  let millimes = Number(integerPart) + (firstDropped >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(millimes)) return null;
  if (sign === '-' && millimes !== 0) millimes = -millimes;
  return millimes;
}

/** Integer millimes from a TND amount; throws on anything that is not one (see readMillimes). */
export function toMillimes(value: number | string): number {
  const millimes = readMillimes(value);
  if (millimes === null) throw new RangeError(`not an amount: ${String(value)}`);
  return millimes;
}

/** Integer millimes → '1234.500' (3 decimals, '-' for a negative amount): SQL numeric text. */
export function millimesToDecimal(millimes: number): string {
  if (!Number.isSafeInteger(millimes)) throw new RangeError(`not a whole number of millimes: ${millimes}`);
  const abs = Math.abs(millimes);
  const text = `${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
  return millimes < 0 ? `-${text}` : text;
}

/**
 * Integer millimes → TND as a JSON number. Division is correctly rounded, so this is the same
 * number as `Number(millimesToDecimal(m))`: the double nearest to the 3-decimal amount.
 */
export const fromMillimes = (millimes: number): number => millimes / 1000;
