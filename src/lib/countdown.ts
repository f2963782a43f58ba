/** 'm:ss' left until `until` (never negative): the enrolment QR code's remaining time. */
export function timeLeft(until: string | number | Date, now: number): string {
  const ms = Math.max(0, new Date(until).getTime() - now);
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
