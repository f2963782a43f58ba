const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in the server's local time zone (TZ), the frame event dates and times are entered in. */
export function localDateTime(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

export function localDate(now: Date = new Date()): string {
  return localDateTime(now).slice(0, 10);
}
