/** SPEC §5 event form rules as react-admin validators (messages are i18n keys). */
type Value = unknown;

const isBlank = (v: Value) => v === undefined || v === null || v === '';
const asNumber = (v: Value) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

export const numberIn = (min: number, max: number, message: string) => (v: Value) => {
  if (isBlank(v)) return undefined;
  const n = asNumber(v);
  if (!Number.isFinite(n)) return 'events.form.number';
  return n < min || n > max ? message : undefined;
};

export const tierPrice = (v: Value) => {
  if (isBlank(v)) return undefined;
  const n = asNumber(v);
  if (!Number.isFinite(n)) return 'events.form.number';
  if (n < 0) return 'events.form.priceMin';
  return Math.abs(Math.round(n * 100) - n * 100) > 1e-6 ? 'events.form.priceStep' : undefined;
};

export const tierTotal = (v: Value) => {
  if (isBlank(v)) return undefined;
  const n = asNumber(v);
  if (!Number.isFinite(n)) return 'events.form.number';
  if (!Number.isInteger(n)) return 'events.form.integer';
  return n < 1 ? 'events.form.ticketsMin' : undefined;
};

export const optionalUrl = (v: Value) => {
  if (isBlank(v)) return undefined;
  try {
    const u = new URL(String(v));
    return u.protocol === 'http:' || u.protocol === 'https:' ? undefined : 'events.form.url';
  } catch {
    return 'events.form.url';
  }
};

interface Schedule {
  startDate?: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
}

/** Input-level rule on the end fields (react-hook-form cannot mix form- and input-level validation). */
export const endNotBeforeStart = (_value: Value, all: Schedule) => {
  const { startDate, endDate, startTime, endTime } = all ?? {};
  if (!startDate || !endDate || !startTime || !endTime) return undefined;
  return `${endDate} ${endTime}` < `${startDate} ${startTime}` ? 'events.form.endBeforeStart' : undefined;
};
